import { describe, expect, it } from "vitest";
import { productById } from "~/features/catalogue";
import { buildCart, emptyCart } from "./cart";
import { cartCookie, cartCookieIn, decodeCartCookie, encodeCartCookie } from "./cart-cookie";
import { lineFor, restoreCart } from "./stored-cart";

const zoya = productById(1)!;
const bb = productById(42)!;
const cart = buildCart([lineFor(bb, "M", 2), lineFor(zoya, "", 1)], {});

describe("cart cookie", () => {
  it("keeps product, size and quantity of each line, and the server re-prices them", () => {
    expect(encodeCartCookie(cart)).toBe("42.M.2~1..1");
    const restored = restoreCart(decodeCartCookie(encodeCartCookie(cart)));
    expect(restored.problems).toEqual([]);
    expect(restored.cart).toEqual(cart);
  });

  it("drops what is malformed or unknown, keeping the rest", () => {
    const { cart: restored, problems } = restoreCart(decodeCartCookie("42.M.2~999.M.1~abc~42.XXL.1~1..0"));
    expect(restored.items.map((l) => l.id)).toEqual(["42-M"]);
    expect(problems).toHaveLength(4);
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
