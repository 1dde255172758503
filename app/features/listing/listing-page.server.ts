import { redirect } from "react-router";
import type { Product } from "~/features/catalogue";
import type { ListingCardItem } from "./card";
import { listingParamsAsGiven, listingSearchParams, parseListingQuery, type ListingQuery } from "./query";
import { listingSeo, type ListingSeo } from "./seo";
import { listingHref, type ListingBase } from "./urls";
import { listingView, type Facet, type FacetName, type ListingView } from "./view";

/**
 * A filtered, re-ordered or later page holds nothing of the visitor's: shared caches may keep it a
 * minute (docs/decisions/224-filtered-listings-rendered-per-request.md).
 */
export const REFINED_LISTING_CACHE = "public, max-age=60";

/** What the listing screen renders: plain data, the island's props. */
export interface ListingPageData<Card extends ListingCardItem = ListingCardItem> {
  base: ListingBase;
  query: ListingQuery;
  total: number;
  page: number;
  pageCount: number;
  items: Card[];
  facets: Facet[];
  prices: ListingView<unknown>["prices"];
  seo: ListingSeo;
}

interface ListingPageOptions<Card> {
  /** How a product shows as a card (the catalogue's listingItem). */
  toCard: (product: Product) => Card;
  /** The facets the page offers; a collection's listing leaves out `collection` (LISTING_FACETS). */
  facets?: readonly FacetName[];
}

/**
 * A listing page for the request's address: `products` in the list's own order, filtered, ordered
 * and cut as the address asks. An address not in normal form (a form sent without JavaScript
 * names its empty fields) or past the last page is answered with a 302 to the one it means.
 */
export function listingPageData<Card extends ListingCardItem>(
  request: Request,
  products: readonly Product[],
  base: ListingBase,
  options: ListingPageOptions<Card>,
): ListingPageData<Card> {
  const asked = new URL(request.url).searchParams;
  const view = listingView(products, parseListingQuery(asked), options);
  if (view.pageWasPastEnd || listingSearchParams(view.query).toString() !== listingParamsAsGiven(asked)) {
    throw redirect(listingHref(base, view.query), { status: 302, headers: { "Cache-Control": REFINED_LISTING_CACHE } });
  }
  const { query, total, page, pageCount, facets, prices } = view;
  return {
    base,
    query,
    total,
    page,
    pageCount,
    items: view.items.map(options.toCard),
    facets,
    prices,
    seo: listingSeo(base, view),
  };
}
