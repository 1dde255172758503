import { collectionSlugs, type CollectionSlug } from "~/config/collections";
import { pageParam } from "../shared/paging";

type ProductStatus = "published" | "draft";

/** What the products list is narrowed to, read from its address. */
export interface ProductFilters {
  search: string;
  collection: CollectionSlug | null;
  status: ProductStatus | null;
  /** Only products with a size sold out or low. */
  lowStock: boolean;
  page: number;
}

export const SEARCH_MAX = 100;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  values.includes(v as T) ? (v as T) : null;

export function productFilters(url: URL): ProductFilters {
  const p = url.searchParams;
  return {
    search: (p.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    collection: oneOf(collectionSlugs, p.get("collection")),
    status: oneOf(["published", "draft"] as const, p.get("status")),
    lowStock: p.get("stock") === "low",
    page: pageParam(url),
  };
}

/** The list's address with these filters (page 1 unless given). */
export function productsHref(f: Omit<ProductFilters, "page"> & { page?: number }): string {
  const params = new URLSearchParams();
  if (f.search) params.set("q", f.search);
  if (f.collection) params.set("collection", f.collection);
  if (f.status) params.set("status", f.status);
  if (f.lowStock) params.set("stock", "low");
  if (f.page && f.page > 1) params.set("page", String(f.page));
  const query = params.toString();
  return query ? `/admin/products?${query}` : "/admin/products";
}

/** A products list address to return to after an action: only the list itself, with its filters. */
export function safeListReturn(value: string | null): string | null {
  if (!value) return null;
  const url = new URL(value, "http://shop.invalid");
  return url.origin === "http://shop.invalid" && url.pathname === "/admin/products"
    ? productsHref({ ...productFilters(url), page: pageParam(url) })
    : null;
}
