import { collectionSlugs } from "~/config/collections";
import { SIZES, type Size } from "~/config/sizes";
import { collectionBySlug, type Product } from "~/features/catalogue";
import { GARMENT_LABELS, GARMENTS, garmentOf } from "./garments";
import { LISTING_PAGE_SIZE, type ListingQuery, type SortKey, type StockFilter } from "./query";

export type FacetName = "size" | "stock" | "sale" | "collection" | "garment";

/** One checkbox of a facet: its count is what the list would hold with it ticked, the other facets as they are. */
interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  name: FacetName;
  label: string;
  values: FacetValue[];
}

/** A listing's page as the query asks for it. */
export interface ListingView<P> {
  /** The query with its page within 1..pageCount. */
  query: ListingQuery;
  /** Products matching the filters, every page. */
  total: number;
  page: number;
  pageCount: number;
  /** This page's products, in the asked order. */
  items: P[];
  /** The facets asked for, in display order; a facet without values is left out. */
  facets: Facet[];
  /** The cheapest and dearest price of the whole list, filters aside (the price fields' hints). */
  prices: { min: number; max: number } | null;
  /** The query's page was past the last: the page at that address is the last one. */
  pageWasPastEnd: boolean;
}

/** A collection listing has one collection: its facet is for search results and all-products views. */
export const LISTING_FACETS: readonly FacetName[] = ["size", "stock", "sale", "garment"];
const ALL_FACETS: readonly FacetName[] = ["size", "stock", "sale", "collection", "garment"];

/** A size a shopper can buy now or have made: offered, and not counted out. */
export function sizeOnOffer(product: Product, size: Size): boolean {
  if (!product.sizes.includes(size)) return false;
  const left = product.madeToOrder ? undefined : product.stock?.[size];
  return left === undefined || left > 0;
}

function inStock(product: Product, filter: StockFilter): boolean {
  if (filter === "made") return product.madeToOrder;
  return !product.madeToOrder && product.sizes.some((size) => sizeOnOffer(product, size));
}

interface FacetRule {
  label: string;
  /** Every value, in display order, with its label. */
  values: () => ReadonlyArray<readonly [string, string]>;
  selected: (query: ListingQuery) => readonly string[];
  matches: (product: Product, value: string) => boolean;
}

const rules: Record<FacetName, FacetRule> = {
  size: {
    label: "Size",
    values: () => SIZES.map((size) => [size, size]),
    selected: (q) => q.sizes,
    matches: (p, value) => sizeOnOffer(p, value as Size),
  },
  stock: {
    label: "Availability",
    values: () => [
      ["now", "In stock now"],
      ["made", "Made to order"],
    ],
    selected: (q) => q.stock,
    matches: (p, value) => inStock(p, value as StockFilter),
  },
  sale: {
    label: "Offers",
    values: () => [["1", "On sale"]],
    selected: (q) => (q.sale ? ["1"] : []),
    matches: (p) => p.sale !== undefined,
  },
  collection: {
    label: "Collection",
    values: () => collectionSlugs.map((slug) => [slug, collectionBySlug(slug)?.name ?? slug]),
    selected: (q) => q.collections,
    matches: (p, value) => p.collection === value,
  },
  garment: {
    label: "Garment",
    values: () => GARMENTS.map((garment) => [garment, GARMENT_LABELS[garment]]),
    selected: (q) => q.garments,
    matches: (p, value) => garmentOf(p) === value,
  },
};

const withinPrice = (p: Product, q: ListingQuery) =>
  (q.min === undefined || p.price >= q.min) && (q.max === undefined || p.price <= q.max);

/** Whether the product passes a facet's selection (any of its ticked values; none ticked passes all). */
function passes(name: FacetName, product: Product, query: ListingQuery): boolean {
  const selected = rules[name].selected(query);
  return selected.length === 0 || selected.some((value) => rules[name].matches(product, value));
}

const comparators: Record<Exclude<SortKey, "owner">, (a: Product, b: Product) => number> = {
  newest: (a, b) => b.id - a.id,
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
};

/** The products in the asked order; ties keep the list's own order (Array.prototype.sort is stable). */
export function sortProducts<P extends Product>(products: readonly P[], sort: SortKey): P[] {
  return sort === "owner" ? [...products] : [...products].sort(comparators[sort]);
}

/**
 * The facets' values and counts, disjunctive: a facet's counts apply every other facet and the
 * price, not its own selection. A value no product of the list has is left out; one the filters
 * leave none of stays, with a count of 0.
 */
function facetsOf(products: readonly Product[], query: ListingQuery, names: readonly FacetName[]): Facet[] {
  const shown = ALL_FACETS.filter((name) => names.includes(name));
  const priced = products.filter((p) => withinPrice(p, query));
  return shown.flatMap((name) => {
    const rule = rules[name];
    const others = priced.filter((p) => shown.every((other) => other === name || passes(other, p, query)));
    const selected = rule.selected(query);
    const values = rule.values().flatMap(([value, label]) => {
      const isSelected = selected.includes(value);
      if (!isSelected && !products.some((p) => rule.matches(p, value))) return [];
      const count = others.filter((p) => rule.matches(p, value)).length;
      return [{ value, label, count, selected: isSelected }];
    });
    return values.length > 0 ? [{ name, label: rule.label, values }] : [];
  });
}

function priceSpan(products: readonly Product[]): ListingView<Product>["prices"] {
  if (products.length === 0) return null;
  const prices = products.map((p) => p.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The query without the selections of facets the page does not offer (a collection on a collection's listing). */
function restrictQuery(query: ListingQuery, facets: readonly FacetName[]): ListingQuery {
  const offers = (name: FacetName) => facets.includes(name);
  return {
    ...query,
    sizes: offers("size") ? query.sizes : [],
    stock: offers("stock") ? query.stock : [],
    sale: offers("sale") && query.sale,
    collections: offers("collection") ? query.collections : [],
    garments: offers("garment") ? query.garments : [],
  };
}

/**
 * One page of a list of products under a query: filtered, counted by facet, ordered, cut into pages
 * of LISTING_PAGE_SIZE. `products` come in the list's own order (the owner's, or the search rank).
 */
export function listingView<P extends Product>(
  products: readonly P[],
  asked: ListingQuery,
  options: { facets?: readonly FacetName[] } = {},
): ListingView<P> {
  const names = options.facets ?? ALL_FACETS;
  const query = restrictQuery(asked, names);
  const matching = products.filter((p) => withinPrice(p, query) && names.every((name) => passes(name, p, query)));
  const pageCount = Math.max(1, Math.ceil(matching.length / LISTING_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * LISTING_PAGE_SIZE;
  return {
    query: { ...query, page },
    total: matching.length,
    page,
    pageCount,
    items: sortProducts(matching, query.sort).slice(start, start + LISTING_PAGE_SIZE),
    facets: facetsOf(products, query, names),
    prices: priceSpan(products),
    pageWasPastEnd: asked.page > pageCount,
  };
}
