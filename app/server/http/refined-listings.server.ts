import { collectionPath, collectionSlugs } from "~/config/collections";
import { hasListingParams, listingParamsAsGiven, LONGEST_LISTING_PARAMS } from "~/features/listing";
import { MAX_QUERY_LENGTH } from "~/features/search";

const listingPaths = new Set(collectionSlugs.flatMap((slug) => [collectionPath(slug), `${collectionPath(slug)}.data`]));

/** The search page's address, whose words (`q`) are part of what it shows. */
const SEARCH_PATH = "/search";

/**
 * Whether an address is a listing with filters, an order or a page, or a search: React Router
 * renders it per request, where the pages in memory (the plain listing's) would answer it as if
 * it had none (docs/decisions/224-filtered-listings-rendered-per-request.md,
 * 225-the-search-page.md). Other parameters (a campaign's tags) keep the plain listing.
 */
export function isRefinedListing(url: string): boolean {
  const query = url.indexOf("?");
  if (query < 0) return false;
  const path = url.slice(0, query);
  const params = new URLSearchParams(url.slice(query + 1));
  if (path === SEARCH_PATH) return params.has("q");
  return listingPaths.has(path) && hasListingParams(params);
}

/**
 * The address a listing's page is kept under: its path and its listing parameters as given (a
 * campaign's tags change nothing on the page), and a search's words, so a request in normal form
 * and one that is not never share a page.
 */
export function listingKey(url: string): string {
  const query = url.indexOf("?");
  const path = url.slice(0, query);
  const params = new URLSearchParams(url.slice(query + 1));
  const words = path === SEARCH_PATH ? new URLSearchParams({ q: params.get("q") ?? "" }).toString() : "";
  return `${path}?${[words, listingParamsAsGiven(params)].filter(Boolean).join("&")}`;
}

/**
 * The longest key an address of the shop's own makes: the longest listing path, a search's words
 * at their longest (500 characters, each at most 12 once percent-encoded: 4 bytes of UTF-8), and
 * the listing's parameters given in any order or with typed prices (twice their longest normal
 * form). An address with a longer key is refused with 414 (address-guard.server.ts), never
 * rendered nor kept.
 */
export const LONGEST_LISTING_KEY =
  Math.max(SEARCH_PATH.length, ...collectionSlugs.map((slug) => collectionPath(slug).length)) +
  "?q=&".length +
  12 * MAX_QUERY_LENGTH +
  2 * LONGEST_LISTING_PARAMS;
