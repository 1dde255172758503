import { addRequestFrom } from "./add-from-address";
import { cartReducer, type Cart } from "./cart";
import { cartCookieIn, decodeCartCookie } from "./cart-cookie";
import { lineFor, restoreCart } from "./stored-cart";

/**
 * The cart a request's cookie describes, re-priced from the catalogue; empty when there is none
 * (the browser writes the cookie whenever its stored cart loads or changes), so the cart and the
 * checkout arrive in their final state.
 */
export function serverCartOf(request: Request): Cart {
  const value = cartCookieIn(request.headers.get("Cookie"));
  return restoreCart(value === undefined ? null : decodeCartCookie(value)).cart;
}

/** The cart with the line of /cart?add=… in it, as the browser adds it (add-from-address). */
export function withAddRequest(cart: Cart, search: string): Cart {
  const add = addRequestFrom(search);
  if (!add) return cart;
  const item = lineFor(add.product, add.size, add.quantity);
  return cartReducer(cart, { type: "addItem", item, quantity: add.quantity });
}
