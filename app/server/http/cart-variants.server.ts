// What makes one /cart or /checkout page differ from another: the cart cookie's lines, the
// catalogue they are priced from, the time left before a sale starts or ends, and the queue's dates.
import { cartCookieIn } from "~/features/cart/cart-cookie";
import { currentCatalogue, pricesChangeAt } from "~/features/catalogue";
import type { KeepVariants } from "./shell-pages.server";

/**
 * While a sale is due to start or end, the page tells the browser how long its prices hold: a page
 * kept this long asks for them again at most this late, within the 2 s every cart's ask is spread
 * over anyway.
 */
const KEPT_WHILE_PRICES_DUE_MS = 1000;

/**
 * The checkout promises dates from the atelier's queue, which other orders fill: a page is kept
 * no longer than a process keeps the queue's facts (atelier/queue.server.ts).
 */
const KEPT_WHILE_QUEUE_MOVES_MS = 15_000;

/** A Cookie header carrying her page's session cookie (its value is read by the loader, never here). */
const SIGNED_IN = /(?:^|;)\s*hazel_account=[^;\s]/;

export const cartVariants: KeepVariants = {
  // No cookie is the empty cart, as the loaders read it; another cookie beside it changes nothing,
  // but her page's: signed in, the checkout offers her addresses, a page kept for nobody else.
  variant: (cookie) => (cookie && SIGNED_IN.test(cookie) ? undefined : (cartCookieIn(cookie ?? null) ?? "")),
  freshness: () => ({
    source: currentCatalogue(),
    ms: pricesChangeAt() === undefined ? KEPT_WHILE_QUEUE_MOVES_MS : KEPT_WHILE_PRICES_DUE_MS,
  }),
};
