import { collectionSlugs, type CollectionSlug } from "~/config/collections";
import { SIZES, type Size } from "~/config/sizes";
import { GARMENTS } from "./garments";
import type { Garment } from "~/features/catalogue";

/** Products a listing page shows (docs/decisions/223-listing-filters-in-the-address.md). */
export const LISTING_PAGE_SIZE = 48;

const SORT_KEYS = ["owner", "newest", "price-asc", "price-desc"] as const;
/** `owner`: the list's own order (the owner's on a listing, the rank on search results). */
export type SortKey = (typeof SORT_KEYS)[number];

const STOCK_FILTERS = ["now", "made"] as const;
/** `now`: ready to wear with a size not sold out; `made`: made to order. */
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** What a listing address asks for: its filters, its order and its page. */
export interface ListingQuery {
  sizes: Size[];
  /** Whole naira, inclusive; the price the shopper pays. */
  min?: number;
  max?: number;
  stock: StockFilter[];
  sale: boolean;
  collections: CollectionSlug[];
  garments: Garment[];
  sort: SortKey;
  /** 1-based. */
  page: number;
}

/** The listing's own parameter names, in the order a normal address lists them. */
const PARAMS = ["size", "min", "max", "stock", "sale", "collection", "garment", "sort", "page"] as const;

/** The largest price and page a query takes: larger is a typo or a probe, not a shopper. */
const MAX_NAIRA = 999_999_999;
const MAX_PAGE = 10_000;

export const emptyQuery: ListingQuery = {
  sizes: [],
  stock: [],
  sale: false,
  collections: [],
  garments: [],
  sort: "owner",
  page: 1,
};

/** The values of a repeatable parameter that are known, once each, in the known order. */
function known<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

/** Whole naira from what a shopper types ("40000", "40,000", "₦ 40 000"); undefined when it is not one. */
export function parseNaira(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const digits = raw.replace(/[\s,_₦]/g, "");
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  const naira = Number(digits);
  return naira <= MAX_NAIRA ? naira : undefined;
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * A listing's query from its address. Never throws: an unknown parameter is ignored and a value
 * that is not one of the parameter's is dropped, as if absent.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  let min = parseNaira(params.get("min"));
  let max = parseNaira(params.get("max"));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min === 0) min = undefined;
  const sort = params.get("sort");
  return {
    sizes: known(params.getAll("size"), SIZES),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    stock: known(params.getAll("stock"), STOCK_FILTERS),
    sale: params.get("sale") === "1",
    collections: known(params.getAll("collection"), collectionSlugs),
    garments: known(params.getAll("garment"), GARMENTS),
    sort: SORT_KEYS.find((key) => key === sort) ?? "owner",
    page: parsePage(params.get("page")),
  };
}

/** The query's parameters in normal form: the order of PARAMS, known values once each, no defaults. */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const size of known(query.sizes, SIZES)) params.append("size", size);
  if (query.min !== undefined) params.set("min", String(query.min));
  if (query.max !== undefined) params.set("max", String(query.max));
  for (const stock of known(query.stock, STOCK_FILTERS)) params.append("stock", stock);
  if (query.sale) params.set("sale", "1");
  for (const collection of known(query.collections, collectionSlugs)) params.append("collection", collection);
  for (const garment of known(query.garments, GARMENTS)) params.append("garment", garment);
  if (query.sort !== "owner") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/** Whether an address names any of the listing's parameters: then it is rendered per request. */
export function hasListingParams(params: URLSearchParams): boolean {
  return PARAMS.some((name) => params.has(name));
}

/** The listing's parameters of an address as it came, others left out: what normal form is compared with. */
export function listingParamsAsGiven(params: URLSearchParams): string {
  const given = new URLSearchParams();
  for (const [name, value] of params) if ((PARAMS as readonly string[]).includes(name)) given.append(name, value);
  return given.toString();
}

/** Whether the query narrows the list (a sort or a page alone does not). */
export function isFiltered(query: ListingQuery): boolean {
  return (
    query.sizes.length > 0 ||
    query.min !== undefined ||
    query.max !== undefined ||
    query.stock.length > 0 ||
    query.sale ||
    query.collections.length > 0 ||
    query.garments.length > 0
  );
}

/**
 * The length of the longest listing parameters the shop's own links and form make: every filter,
 * the largest prices and the last page, in normal form. An address may give them in another order
 * or with a typed price ("₦ 40 000"), so callers allow twice this.
 */
export const LONGEST_LISTING_PARAMS = listingSearchParams({
  sizes: [...SIZES],
  min: MAX_NAIRA,
  max: MAX_NAIRA,
  stock: [...STOCK_FILTERS],
  sale: true,
  collections: [...collectionSlugs],
  garments: [...GARMENTS],
  sort: "price-desc",
  page: MAX_PAGE,
}).toString().length;
