import { describe, expect, it } from "vitest";
import type { CartLine } from "~/features/cart";
import { cartProblem, orderLinesFromCart } from "./cart-order";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: "42-M",
  productId: 42,
  price: 15000,
  quantity: 1,
  itemTotal: 15000,
  alt: "BB Ensemble",
  src: "products/bb-ensemble/1",
  originalPrice: 30000,
  size: "M",
  ...overrides,
});

describe("cart lines as an order", () => {
  it("sends product, size and quantity, and leaves the price behind", () => {
    expect(
      orderLinesFromCart([line({ price: 1, itemTotal: 1 }), line({ id: "1", productId: 1, size: "", quantity: 3 })]),
    ).toEqual([
      { productId: 42, size: "M", quantity: 1 },
      { productId: 1, size: "", quantity: 3 },
    ]);
  });

  it("names a line over the most one order holds", () => {
    expect(cartProblem([line()])).toBeUndefined();
    expect(cartProblem([line({ quantity: 51 })])).toBe(
      "An order can hold at most 50 of one piece (BB Ensemble: 51). Change the quantity in your cart, or contact us for a larger order.",
    );
  });
});
