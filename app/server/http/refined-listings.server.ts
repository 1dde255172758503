import { collectionPath, collectionSlugs } from "~/config/collections";
import { hasListingParams } from "~/features/listing";

const listingPaths = new Set(collectionSlugs.flatMap((slug) => [collectionPath(slug), `${collectionPath(slug)}.data`]));

/** The search page's address, whose words (`q`) are part of what it shows. */
export const SEARCH_PATH = "/search";

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
