import { findProductFacts, pricesChangeAt, type ProductFacts } from "~/features/catalogue";
import { sizeRefusal } from "~/features/stock";
import { addedAddress, addRequestFrom } from "./add-from-address";
import { PAGE_PARAM, REFUSED_PARAM, refusedAddress } from "./refused-add";
import { cartReducer, type Cart } from "./cart";
import { cartCookie, cartCookieIn, decodeCartCookie } from "./cart-cookie";
import { changedAddress, lineChangeFrom, withLineChange } from "./change-from-form";
import { restoreCart } from "./stored-cart";

/**
 * The cart a request's cookie describes; empty when there is none (the browser writes the cookie
 * whenever its stored cart loads or changes), so the cart and the checkout arrive in their final
 * state.
 */
export function serverCartOf(request: Request): Cart {
  const value = cartCookieIn(request.headers.get("Cookie"));
  return restoreCart(value === undefined ? null : decodeCartCookie(value)).cart;
}

/** The cart with the line of /cart?add=… in it, as the browser adds it (add-from-address). */
export function withAddRequest(cart: Cart, search: string): Cart {
  const add = addRequestFrom(search, findProductFacts);
  if (!add) return cart;
  return cartReducer(cart, { type: "addItem", item: add, quantity: add.quantity });
}

/**
 * A product form's /cart?add=… answered as a form post is (post, redirect, get): the line written
 * into the cart cookie, and the address to show the cart at, where a reload adds nothing again
 * (/cart?added=…, which the browser's stored cart takes in once). A line its product's sizes
 * refuse (no size on a ready-to-wear piece, or one it is not made in) is not added: she is sent
 * back to the product's page, which says why. Undefined for any other address, so the cart page
 * itself costs nothing more.
 */
export function addToCartCookie(
  request: Request,
  secure: boolean,
): { location: string; setCookie?: string } | undefined {
  const { search } = new URL(request.url);
  const params = new URLSearchParams(search);
  if (!params.has("add")) return undefined;
  const add = addRequestFrom(search, findProductFacts);
  const cart = serverCartOf(request);
  if (!add) return { location: addedAddress(undefined), setCookie: cartCookie(cart, secure) };
  const product = findProductFacts(add.productId)!;
  if (sizeRefusal(product, add.size)) {
    // The page the form was on (a combo's part has none of its own), else the product's, else the cart.
    const page = findProductFacts(Number(params.get(PAGE_PARAM)))?.path ?? product.path;
    return { location: page ? refusedAddress(page, add) : "/cart" };
  }
  const added = cartReducer(cart, { type: "addItem", item: add, quantity: add.quantity });
  return { location: addedAddress(add), setCookie: cartCookie(added, secure) };
}

/**
 * On a product page sent back by a refused add (?refused=…): why, in the words of the size rule,
 * and the quantity she chose; undefined on any other address, or one naming a line that passes.
 */
export function refusedAddOf(request: Request): { message: string; quantity: number } | undefined {
  const refused = addRequestFrom(new URL(request.url).search, findProductFacts, REFUSED_PARAM);
  const message = refused && sizeRefusal(findProductFacts(refused.productId)!, refused.size);
  return message ? { message, quantity: refused.quantity } : undefined;
}

/**
 * A quantity stepper's or Remove button's form posted to /cart (without a script, or before it
 * ran): the cookie's line changed and the address to show the cart at (change-from-form). A
 * malformed form, or a line the cookie does not have, changes nothing and shows the cart.
 */
export function changeCartCookie(
  request: Request,
  fields: URLSearchParams,
  secure: boolean,
): { location: string; setCookie: string } {
  const cart = serverCartOf(request);
  const change = lineChangeFrom(fields);
  const known = change && cart.items.some((l) => l.id === change.line) ? change : undefined;
  return {
    location: changedAddress(known),
    setCookie: cartCookie(known ? withLineChange(cart, known) : cart, secure),
  };
}

/**
 * The facts of the products in a cart, from the catalogue, for the page's island: a product the
 * shop no longer sells has none, and its line shows as no longer available.
 */
export function factsOfCart(cart: Cart): ProductFacts[] {
  const ids = new Set(cart.items.map((entry) => entry.productId));
  return [...ids].flatMap((id) => {
    const facts = findProductFacts(id);
    return facts ? [facts] : [];
  });
}

/** For how many ms the catalogue's prices hold (until a sale starts or ends); null when none is due. */
export function pricesHoldFor(now = Date.now()): number | null {
  const at = pricesChangeAt();
  return at === undefined ? null : Math.max(0, at - now);
}

/** What a cart or checkout page's island is given: the cart cookie's lines, their facts, and how long their prices hold. */
export function serverCartData(serverCart: Cart) {
  const facts = factsOfCart(serverCart);
  return { serverCart, facts, pricesFor: pricesHoldFor() };
}
