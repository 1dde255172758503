import type { Cart } from "./cart";

/**
 * A copy of the stored cart's lines in a cookie, so the server can render the cart and checkout
 * pages with their lines and the page does not change once its script runs. Local storage stays
 * the cart of record; the cookie holds only product, size and quantity, read by restoreCart like
 * any stored value, and the server gives the page those products' facts.
 */
const CART_COOKIE = "hazel_cart";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** `42.M.2~17..1`: product id, size (may be empty) and quantity of each line. */
export function encodeCartCookie(cart: Cart): string {
  return cart.items.map((line) => `${line.productId}.${line.size}.${line.quantity}`).join("~");
}

/** The lines of a cookie value, shaped as a stored cart; anything malformed is left to restoreCart. */
export function decodeCartCookie(value: string): { items: unknown[] } {
  const items = value
    .split("~")
    .filter(Boolean)
    .map((part) => {
      const [productId, size, quantity] = part.split(".");
      return { productId: Number(productId), size, quantity: Number(quantity) };
    });
  return { items };
}

/** The cookie's value in a Cookie header, if any. */
export function cartCookieIn(header: string | null): string | undefined {
  for (const pair of header?.split(";") ?? []) {
    const [name, ...value] = pair.trim().split("=");
    if (name === CART_COOKIE) return decodeOrAbsent(value.join("="));
  }
  return undefined;
}

/** A malformed escape (`%E0%A4%A`) makes the cookie count as absent, never an error. */
function decodeOrAbsent(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The Set-Cookie text the browser writes after every change (an empty cart removes it). */
export function cartCookie(cart: Cart, secure: boolean): string {
  const value = encodeURIComponent(encodeCartCookie(cart));
  const age = cart.items.length > 0 ? MAX_AGE_SECONDS : 0;
  return `${CART_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
