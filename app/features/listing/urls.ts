import { emptyQuery, listingSearchParams, type ListingQuery } from "./query";
import type { FacetName } from "./view";

/** Where a listing lives: its path, and parameters every one of its links keeps (the search's `q`). */
export interface ListingBase {
  path: string;
  fixed?: ReadonlyArray<readonly [string, string]>;
}

/** The address of a query on a listing, in normal form: fixed parameters first, then the listing's. */
export function listingHref(base: ListingBase, query: ListingQuery): string {
  const params = new URLSearchParams(base.fixed?.map(([name, value]) => [name, value]));
  for (const [name, value] of listingSearchParams(query)) params.append(name, value);
  const search = params.toString();
  return search ? `${base.path}?${search}` : base.path;
}

function toggled<T extends string>(values: readonly T[], value: string): T[] {
  return values.includes(value as T) ? values.filter((v) => v !== value) : [...values, value as T];
}

/** The query with a facet's value ticked or unticked, back on page 1. */
export function toggleQuery(query: ListingQuery, facet: FacetName, value: string): ListingQuery {
  const next = { ...query, page: 1 };
  switch (facet) {
    case "size":
      return { ...next, sizes: toggled(query.sizes, value) };
    case "stock":
      return { ...next, stock: toggled(query.stock, value) };
    case "sale":
      return { ...next, sale: !query.sale };
    case "collection":
      return { ...next, collections: toggled(query.collections, value) };
    case "garment":
      return { ...next, garments: toggled(query.garments, value) };
  }
}

export function toggleHref(base: ListingBase, query: ListingQuery, facet: FacetName, value: string): string {
  return listingHref(base, toggleQuery(query, facet, value));
}

export function pageHref(base: ListingBase, query: ListingQuery, page: number): string {
  return listingHref(base, { ...query, page });
}

/** Every filter cleared; the order kept. */
export function clearHref(base: ListingBase, query: ListingQuery): string {
  return listingHref(base, { ...emptyQuery, sort: query.sort });
}
