import type { Cart } from "./cart";
import { cartCookieIn, decodeCartCookie } from "./cart-cookie";
import { restoreCart } from "./stored-cart";

/** The cart a request's cookie describes, re-priced from the catalogue; null when there is none. */
export function serverCartOf(request: Request): Cart | null {
  const value = cartCookieIn(request.headers.get("Cookie"));
  if (value === undefined) return null;
  const { cart } = restoreCart(decodeCartCookie(value));
  return cart;
}
