import { describe, expect, it } from "vitest";
import { buildCart, emptyCart } from "./cart";
import { cartCookie, cartCookieIn, decodeCartCookie, encodeCartCookie } from "./cart-cookie";
import { restoreCart } from "./stored-cart";

const cart = buildCart(
  [
    { id: "42-M", productId: 42, size: "M", quantity: 2 },
    { id: "1", productId: 1, size: "", quantity: 1 },
  ],
  {},
);

describe("cart cookie", () => {
  it("keeps product, size and quantity of each line, read back as the same cart", () => {
    expect(encodeCartCookie(cart)).toBe("42.M.2~1..1");
    const restored = restoreCart(decodeCartCookie(encodeCartCookie(cart)));
    expect(restored.problems).toEqual([]);
    expect(restored.cart).toEqual(cart);
  });

  it("drops what is malformed, keeping the rest (a product the shop no longer sells too)", () => {
    const { cart: restored, problems } = restoreCart(decodeCartCookie("42.M.2~999.M.1~abc~42.XXL.1~1..0"));
    expect(restored.items.map((l) => l.id)).toEqual(["42-M", "999-M"]);
    expect(problems).toHaveLength(3);
  });

  it("is read from a Cookie header among others", () => {
    expect(cartCookieIn("a=1; hazel_cart=42.M.2%7E1..1; b=2")).toBe("42.M.2~1..1");
    expect(cartCookieIn("a=1")).toBeUndefined();
    expect(cartCookieIn(null)).toBeUndefined();
  });

  it("lasts a month, is sent only to the shop, and an empty cart removes it", () => {
    expect(cartCookie(cart, true)).toBe("hazel_cart=42.M.2~1..1; Path=/; Max-Age=2592000; SameSite=Lax; Secure");
    expect(cartCookie(emptyCart, false)).toBe("hazel_cart=; Path=/; Max-Age=0; SameSite=Lax");
  });
});

describe("a malformed cart cookie", () => {
  it("counts as absent", () => {
    expect(cartCookieIn("hazel_cart=%E0%A4%A")).toBeUndefined();
    expect(cartCookieIn("other=1; hazel_cart=%")).toBeUndefined();
  });
});
