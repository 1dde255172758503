import type { CartLine, PricedCart } from "~/features/cart";
import { MAX_QUANTITY } from "./order-limits";
import type { OrderLine } from "./order-request";

/** What the browser sends for each priced cart line: product, size and quantity, never the price. */
export function orderLinesFromCart(lines: readonly CartLine[]): OrderLine[] {
  return lines.map((line) => ({ productId: line.productId, size: line.size, quantity: line.quantity }));
}

export const CART_PROBLEMS = {
  gone: "Your cart holds a piece that is no longer available. Remove it from your cart to place your order.",
  checking: "Your cart is still being checked. Place the order again in a moment.",
  unchecked: "Some pieces in your cart could not be loaded. Check your connection, then reload the page.",
} as const;

/** A reason the cart cannot be ordered as it is, in the shopper's words; undefined when it can. */
export function cartProblem(cart: Pick<PricedCart, "lines" | "unavailable">): string | undefined {
  for (const reason of ["gone", "unchecked", "checking"] as const) {
    if (cart.unavailable.some((line) => line.reason === reason)) return CART_PROBLEMS[reason];
  }
  const large = cart.lines.find((line) => line.quantity > MAX_QUANTITY);
  if (large) {
    return `An order can hold at most ${MAX_QUANTITY} of one piece (${large.product.name}: ${large.quantity}). Change the quantity in your cart, or contact us for a larger order.`;
  }
  return undefined;
}
