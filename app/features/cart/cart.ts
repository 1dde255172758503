import type { Size } from "~/config/sizes";

/**
 * One product in one size, as the shopper chose it (docs/decisions/040-cart-lines-and-stored-cart.md):
 * what the cart keeps. Its name and price are the catalogue's, given by the server (priced-cart.ts).
 */
export interface CartEntry {
  /** One line per product and size, see `lineId`. */
  id: string;
  productId: number;
  size: Size | "";
  quantity: number;
}

export type CartMetadata = Record<string, unknown>;

export interface Cart {
  items: CartEntry[];
  isEmpty: boolean;
  /** Sum of the quantities. */
  totalItems: number;
  /** Number of lines. */
  totalUniqueItems: number;
  metadata: CartMetadata;
}

export type CartAction =
  | { type: "addItem"; item: { productId: number; size: Size | "" }; quantity?: number }
  | { type: "updateItemQuantity"; id: string; quantity: number }
  | { type: "removeItem"; id: string }
  | { type: "emptyCart" };

const CART_ERRORS = {
  unknownItem: "No such item to update",
} as const;

/** The id of the line of a product in a size: '12-M', or '12' when no size was chosen. */
export function lineId(productId: number, size: Size | ""): string {
  return size ? `${productId}-${size}` : String(productId);
}

function assertWholeQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`A quantity must be a whole number, not ${quantity}`);
}

function assertProductId(productId: number): void {
  if (!Number.isSafeInteger(productId) || productId < 1)
    throw new RangeError(`A product id must be a positive whole number, not ${productId}`);
}

/** A cart with its totals computed from its lines. */
export function buildCart(items: CartEntry[], metadata: CartMetadata = {}): Cart {
  return {
    items,
    isEmpty: items.length === 0,
    totalItems: items.reduce((sum, l) => sum + l.quantity, 0),
    totalUniqueItems: items.length,
    metadata,
  };
}

export const emptyCart: Cart = Object.freeze(buildCart([])) as Cart;

function addItem(cart: Cart, item: { productId: number; size: Size | "" }, quantity = 1): Cart {
  assertProductId(item.productId);
  assertWholeQuantity(quantity);
  if (quantity <= 0) return cart;
  const id = lineId(item.productId, item.size);
  const current = cart.items.find((l) => l.id === id);
  if (!current)
    return buildCart([...cart.items, { id, productId: item.productId, size: item.size, quantity }], cart.metadata);
  const items = cart.items.map((l) => (l.id === id ? { ...l, quantity: l.quantity + quantity } : l));
  return buildCart(items, cart.metadata);
}

function updateItemQuantity(cart: Cart, id: string, quantity: number): Cart {
  if (!cart.items.some((l) => l.id === id)) throw new Error(CART_ERRORS.unknownItem);
  assertWholeQuantity(quantity);
  const items =
    quantity <= 0
      ? cart.items.filter((l) => l.id !== id)
      : cart.items.map((l) => (l.id === id ? { ...l, quantity } : l));
  return buildCart(items, cart.metadata);
}

/** The cart's one reducer: every change returns a new cart with its totals recomputed. */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case "addItem":
      return addItem(cart, action.item, action.quantity);
    case "updateItemQuantity":
      return updateItemQuantity(cart, action.id, action.quantity);
    case "removeItem":
      return buildCart(
        cart.items.filter((l) => l.id !== action.id),
        cart.metadata,
      );
    case "emptyCart":
      return buildCart([], cart.metadata);
  }
}
