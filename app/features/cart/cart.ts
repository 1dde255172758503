import type { Size } from "~/features/catalogue";

/** One product in one size (docs/decisions/040-cart-lines-and-stored-cart.md). Money is integer naira. */
export interface CartLine {
  /** One line per product and size, see `lineId`. */
  id: string;
  productId: number;
  /** Unit price, integer naira. */
  price: number;
  quantity: number;
  /** price × quantity. */
  itemTotal: number;
  /** Product name. */
  alt: string;
  /** Image key, e.g. products/<slug>/1. */
  src: string;
  originalPrice: number;
  size: Size | "";
}

export type CartMetadata = Record<string, unknown>;

export interface Cart {
  items: CartLine[];
  isEmpty: boolean;
  /** Sum of the quantities. */
  totalItems: number;
  /** Number of lines. */
  totalUniqueItems: number;
  /** Sum of price × quantity, integer naira. */
  cartTotal: number;
  metadata: CartMetadata;
}

/** A line as given to the cart: totals are computed, quantity defaults to 1, price is needed only for new lines. */
export type CartItemInput = Partial<Omit<CartLine, "itemTotal">> & { id: string };

export type CartAction =
  | { type: "addItem"; item: CartItemInput; quantity?: number }
  | { type: "updateItemQuantity"; id: string; quantity: number }
  | { type: "removeItem"; id: string }
  | { type: "emptyCart" };

const CART_ERRORS = {
  missingId: "You must provide an `id` for items",
  missingPrice: "You must pass a `price` for new items",
  unknownItem: "No such item to update",
} as const;

/** The id of the line of a product in a size: '12-M', or '12' when no size was chosen. */
export function lineId(productId: number, size: Size | ""): string {
  return size ? `${productId}-${size}` : String(productId);
}

function assertWholeQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`A quantity must be a whole number, not ${quantity}`);
}

function assertWholeNaira(price: number): void {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`A price must be whole naira, not ${price}`);
}

function toLine(input: CartItemInput, quantity: number): CartLine {
  if (!input.id) throw new Error(CART_ERRORS.missingId);
  if (input.price === undefined) throw new Error(CART_ERRORS.missingPrice);
  assertWholeNaira(input.price);
  assertWholeQuantity(quantity);
  const line = {
    productId: 0,
    alt: "",
    src: "",
    size: "" as const,
    ...input,
    price: input.price,
    originalPrice: input.originalPrice ?? input.price,
    quantity,
  };
  return { ...line, itemTotal: line.price * quantity };
}

/** A cart with its totals computed from its lines. */
export function buildCart(items: CartLine[], metadata: CartMetadata = {}): Cart {
  const lines = items.map((l) => ({ ...l, itemTotal: l.price * l.quantity }));
  return {
    items: lines,
    isEmpty: lines.length === 0,
    totalItems: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalUniqueItems: lines.length,
    cartTotal: lines.reduce((sum, l) => sum + l.itemTotal, 0),
    metadata,
  };
}

export const emptyCart: Cart = Object.freeze(buildCart([])) as Cart;

function addItem(cart: Cart, item: CartItemInput, quantity = 1): Cart {
  if (!item.id) throw new Error(CART_ERRORS.missingId);
  assertWholeQuantity(quantity);
  if (quantity <= 0) return cart;
  const current = cart.items.find((l) => l.id === item.id);
  if (!current) return buildCart([...cart.items, toLine(item, quantity)], cart.metadata);
  const items = cart.items.map((l) => (l.id === item.id ? { ...l, quantity: l.quantity + quantity } : l));
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
