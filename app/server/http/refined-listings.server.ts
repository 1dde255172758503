import { collectionPath, collectionSlugs } from "~/config/collections";
import { hasListingParams } from "~/features/listing";

const listingPaths = new Set(collectionSlugs.flatMap((slug) => [collectionPath(slug), `${collectionPath(slug)}.data`]));

/**
 * Whether an address is a listing with filters, an order or a page: React Router renders it per
 * request, where the pages in memory (the plain listing's) would answer it as if it had none
 * (docs/decisions/224-filtered-listings-rendered-per-request.md). Other parameters (a campaign's
 * tags) keep the plain listing.
 */
export function isRefinedListing(url: string): boolean {
  const query = url.indexOf("?");
  if (query < 0) return false;
  return listingPaths.has(url.slice(0, query)) && hasListingParams(new URLSearchParams(url.slice(query + 1)));
}
