import { describe, expect, it } from "vitest";
import { restoreCart, toStoredCart } from "./stored-cart";

describe("restoreCart", () => {
  it("starts empty, quietly, when nothing was stored", () => {
    expect(restoreCart(null)).toEqual({ cart: expect.objectContaining({ isEmpty: true }), problems: [] });
  });

  it("rebuilds each line from its product, size and quantity, with its line id", () => {
    const { cart, problems } = restoreCart({ items: [{ productId: 51, size: "M", quantity: 2 }] });
    expect(problems).toEqual([]);
    expect(cart.items).toEqual([{ id: "51-M", productId: 51, size: "M", quantity: 2 }]);
    expect(cart.totalItems).toBe(2);
  });

  it("round-trips a stored cart with its metadata", () => {
    const first = restoreCart({ items: [{ productId: 1, size: "", quantity: 1 }], metadata: { note: "gift" } }).cart;
    const { cart, problems } = restoreCart(JSON.parse(JSON.stringify(toStoredCart(first))));
    expect(problems).toEqual([]);
    expect(cart).toEqual(first);
  });

  it("keeps nothing of a stored line but its product, size and quantity (a stored price or name is ignored)", () => {
    const { cart, problems } = restoreCart({
      items: [
        { id: "x", productId: 51, size: "M", quantity: 1, price: 1, itemTotal: 1, originalPrice: 1, alt: "Cheap" },
      ],
    });
    expect(cart.items).toEqual([{ id: "51-M", productId: 51, size: "M", quantity: 1 }]);
    expect(problems).toEqual([]);
  });

  it("keeps a product the shop may no longer sell (its page shows it as such), and drops malformed lines", () => {
    const { cart, problems } = restoreCart({
      items: [
        { productId: 9999, quantity: 1, size: "" },
        { productId: 51, quantity: -2, size: "M" },
        { productId: 51, quantity: 1.5, size: "M" },
        { productId: 51, quantity: 1, size: "XXL" },
        "garbage",
        { productId: 0, quantity: 1 },
        { productId: 1, quantity: 3 },
      ],
    });
    expect(cart.items.map((l) => [l.id, l.quantity])).toEqual([
      ["9999", 1],
      ["1", 3],
    ]);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^line 2 was dropped: quantity/);
    expect(problems[4]).toBe("line 6 was dropped: productId is not a positive whole number");
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
