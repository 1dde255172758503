import { describe, expect, it } from "vitest";
import type { CartLine } from "~/features/cart";
import { factsOf } from "~/features/cart/test-fixtures";
import { CART_PROBLEMS, cartProblem, orderLinesFromCart } from "./cart-order";

const [bb] = factsOf(42);
const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: "42-M",
  productId: 42,
  quantity: 1,
  size: "M",
  product: bb!,
  itemTotal: 15000,
  ...overrides,
});

describe("cart lines as an order", () => {
  it("sends product, size and quantity, and leaves the price behind", () => {
    expect(
      orderLinesFromCart([line({ itemTotal: 1 }), line({ id: "1", productId: 1, size: "", quantity: 3 })]),
    ).toEqual([
      { productId: 42, size: "M", quantity: 1 },
      { productId: 1, size: "", quantity: 3 },
    ]);
  });

  it("names a line over the most one order holds", () => {
    expect(cartProblem({ lines: [line()], unavailable: [] })).toBeUndefined();
    expect(cartProblem({ lines: [line({ quantity: 51 })], unavailable: [] })).toBe(
      "An order can hold at most 50 of one piece (BB Ensemble: 51). Change the quantity in your cart, or contact us for a larger order.",
    );
  });

  it("refuses a cart holding a line it cannot price, saying why", () => {
    const unavailable = (reason: "gone" | "checking" | "unchecked") => [
      { id: "9-M", productId: 9, size: "M" as const, quantity: 1, reason },
    ];
    expect(cartProblem({ lines: [line()], unavailable: unavailable("gone") })).toBe(CART_PROBLEMS.gone);
    expect(cartProblem({ lines: [], unavailable: unavailable("checking") })).toBe(CART_PROBLEMS.checking);
    expect(cartProblem({ lines: [], unavailable: unavailable("unchecked") })).toBe(CART_PROBLEMS.unchecked);
  });
});
