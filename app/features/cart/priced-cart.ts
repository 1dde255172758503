import type { ProductFacts } from "~/features/catalogue";
import type { Cart, CartEntry } from "./cart";

/** A line of the cart with its product's facts: name, picture, address and price, from the server. */
export interface CartLine extends CartEntry {
  product: ProductFacts;
  /** price × quantity, whole naira. */
  itemTotal: number;
}

/**
 * Why a line has no price: its product is no longer sold (`gone`), the page is asking the shop
 * about it (`checking`), or it could not ask (`unchecked`).
 */
export type Unpriced = "gone" | "checking" | "unchecked";

/** A line the cart cannot price: shown apart, with a way to remove it, and never ordered. */
export interface UnavailableLine extends CartEntry {
  reason: Unpriced;
}

/** The cart as the cart page and the checkout show it: every line priced from the server's facts. */
export interface PricedCart {
  /** The lines that can be bought, in the cart's order. */
  lines: CartLine[];
  /** The lines that cannot, in the cart's order. */
  unavailable: UnavailableLine[];
  /** No line at all, priced or not. */
  isEmpty: boolean;
  /** Pieces of the priced lines. */
  totalItems: number;
  /** Sum of the priced lines, whole naira. */
  cartTotal: number;
}

/** What a page knows of a product: its facts, or why it has none. */
export type KnownFacts = (productId: number) => ProductFacts | Unpriced;

/**
 * Prices a cart from what the page knows of its products. A price the browser holds plays no
 * part: a line whose facts are missing is unavailable, never priced by the browser on its own.
 */
export function priceCart(cart: Cart, known: KnownFacts): PricedCart {
  const lines: CartLine[] = [];
  const unavailable: UnavailableLine[] = [];
  for (const entry of cart.items) {
    const product = known(entry.productId);
    if (typeof product === "string") unavailable.push({ ...entry, reason: product });
    else lines.push({ ...entry, product, itemTotal: product.price * entry.quantity });
  }
  return {
    lines,
    unavailable,
    isEmpty: cart.isEmpty,
    totalItems: lines.reduce((sum, l) => sum + l.quantity, 0),
    cartTotal: lines.reduce((sum, l) => sum + l.itemTotal, 0),
  };
}
