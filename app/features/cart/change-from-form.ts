import { cartReducer, type Cart } from "./cart";

/**
 * The cart page's quantity steppers and Remove buttons also work without a script: each is a form
 * posting `line` (the line's id) and `quantity` (0 removes it) to /cart. The server changes the
 * cart cookie and answers with /cart?set=<line>&quantity=<n>, which the browser's stored cart, once
 * its script runs, applies to itself too: setting a quantity twice changes nothing, so a reload
 * is harmless.
 */
export interface LineChange {
  line: string;
  quantity: number;
}

/** The form field (and address parameter) names. */
export const LINE_FIELD = "line";
export const QUANTITY_FIELD = "quantity";
/** The address parameter that carries a changed line's id. */
export const SET_PARAM = "set";

/** A line change from posted fields or an address's parameters; undefined when malformed. */
export function lineChangeFrom(fields: URLSearchParams, lineKey = LINE_FIELD): LineChange | undefined {
  const line = fields.get(lineKey) ?? "";
  const quantity = fields.get(QUANTITY_FIELD) ?? "";
  if (!/^\d{1,9}(-[A-Za-z0-9]{1,8})?$/.test(line) || !/^\d{1,6}$/.test(quantity)) return undefined;
  return { line, quantity: Number(quantity) };
}

/** The cart with the change made; a line it does not have leaves it as it is. */
export function withLineChange(cart: Cart, change: LineChange): Cart {
  if (!cart.items.some((l) => l.id === change.line)) return cart;
  return change.quantity === 0
    ? cartReducer(cart, { type: "removeItem", id: change.line })
    : cartReducer(cart, { type: "updateItemQuantity", id: change.line, quantity: change.quantity });
}

/** Where the server sends the page after a change: the cart, saying the change for the browser's stored cart. */
export function changedAddress(change: LineChange | undefined): string {
  if (!change) return "/cart";
  return `/cart?${new URLSearchParams({ [SET_PARAM]: change.line, [QUANTITY_FIELD]: String(change.quantity) })}`;
}
