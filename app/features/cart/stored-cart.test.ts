import { describe, expect, it } from "vitest";
import { productById } from "~/features/catalogue";
import { restoreCart, toStoredCart } from "./stored-cart";

const zoya = productById(51)!;

describe("restoreCart", () => {
  it("starts empty, quietly, when nothing was stored", () => {
    expect(restoreCart(null)).toEqual({ cart: expect.objectContaining({ isEmpty: true }), problems: [] });
  });

  it("rebuilds lines from the catalogue: name, image, price and line id", () => {
    const { cart, problems } = restoreCart({ items: [{ productId: 51, size: "M", quantity: 2 }] });
    expect(problems).toEqual([]);
    expect(cart.items).toEqual([
      {
        id: "51-M",
        productId: 51,
        price: zoya.price,
        quantity: 2,
        itemTotal: zoya.price * 2,
        alt: "Zoya Dress",
        src: "products/zoya-dress/1",
        originalPrice: zoya.originalPrice,
        size: "M",
      },
    ]);
    expect(cart.cartTotal).toBe(100000);
  });

  it("round-trips a stored cart with its metadata", () => {
    const first = restoreCart({ items: [{ productId: 1, size: "", quantity: 1 }], metadata: { note: "gift" } }).cart;
    const { cart, problems } = restoreCart(JSON.parse(JSON.stringify(toStoredCart(first))));
    expect(problems).toEqual([]);
    expect(cart).toEqual(first);
  });

  it("re-prices a tampered line from the catalogue and says so", () => {
    const { cart, problems } = restoreCart({
      items: [
        { id: "51-M", productId: 51, size: "M", quantity: 1, price: 1, itemTotal: 1, originalPrice: 1, alt: "Cheap" },
      ],
    });
    expect(cart.items[0]).toMatchObject({ price: 50000, itemTotal: 50000, originalPrice: 50000, alt: "Zoya Dress" });
    expect(cart.cartTotal).toBe(50000);
    expect(problems).toEqual(["line 1 was re-priced from 1 to the catalogue's 50000"]);
  });

  it("drops unknown products and malformed lines and keeps the valid ones", () => {
    const { cart, problems } = restoreCart({
      items: [
        { productId: 9999, quantity: 1, size: "" },
        { productId: 51, quantity: -2, size: "M" },
        { productId: 51, quantity: 1.5, size: "M" },
        { productId: 51, quantity: 1, size: "XXL" },
        "garbage",
        { productId: 1, quantity: 3 },
      ],
    });
    expect(cart.items.map((l) => [l.id, l.quantity])).toEqual([["1", 3]]);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain("product 9999 is not in the catalogue");
    expect(problems[1]).toMatch(/^line 2 was dropped/);
  });

  it("merges stored lines of the same product and size", () => {
    const { cart } = restoreCart({
      items: [
        { productId: 51, quantity: 1, size: "M" },
        { productId: 51, quantity: 2, size: "M" },
      ],
    });
    expect(cart.items.map((l) => [l.id, l.quantity])).toEqual([["51-M", 3]]);
  });

  it("starts empty, saying why, when the stored value is not a cart", () => {
    for (const raw of ["{not json", 42, [], { items: "nope" }, { items: [], metadata: "x" }]) {
      const { cart, problems } = restoreCart(raw);
      expect(cart.isEmpty).toBe(true);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^the stored cart was not a cart/);
    }
  });
});
