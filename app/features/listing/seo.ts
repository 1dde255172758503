import { emptyQuery, isFiltered, type ListingQuery } from "./query";
import { listingHref, pageHref, type ListingBase } from "./urls";

/** How search engines should take a listing page: its canonical address, robots, and neighbours. */
export interface ListingSeo {
  /** Path and query, to be made absolute. */
  canonical: string;
  robots: "index, follow" | "noindex, follow";
  prev?: string;
  next?: string;
}

/**
 * A filtered or re-ordered page is not listed and points at the plain listing; a plain listing's
 * page 2 and on are pages of their own. Each page names its neighbours with the same filters.
 */
export function listingSeo(
  base: ListingBase,
  view: { query: ListingQuery; page: number; pageCount: number },
): ListingSeo {
  const { query, page, pageCount } = view;
  const refined = isFiltered(query) || query.sort !== "owner";
  return {
    canonical: refined ? listingHref(base, emptyQuery) : pageHref(base, query, page),
    robots: refined ? "noindex, follow" : "index, follow",
    ...(page > 1 ? { prev: pageHref(base, query, page - 1) } : {}),
    ...(page < pageCount ? { next: pageHref(base, query, page + 1) } : {}),
  };
}
