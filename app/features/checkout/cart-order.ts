import type { CartLine } from "~/features/cart";
import { MAX_QUANTITY } from "./order-limits";
import type { OrderLine } from "./order-request";

/** What the browser sends for each cart line: product, size and quantity, never the price. */
export function orderLinesFromCart(items: readonly CartLine[]): OrderLine[] {
  return items.map((line) => ({ productId: line.productId, size: line.size, quantity: line.quantity }));
}

/** A reason the cart cannot be ordered as it is, in the shopper's words; undefined when it can. */
export function cartProblem(items: readonly CartLine[]): string | undefined {
  const large = items.find((line) => line.quantity > MAX_QUANTITY);
  if (large) {
    return `An order can hold at most ${MAX_QUANTITY} of one piece (${large.alt}: ${large.quantity}). Change the quantity in your cart, or contact us for a larger order.`;
  }
  return undefined;
}
