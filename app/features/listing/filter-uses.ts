import type { ListingQuery } from "./query";

/** A filter a shopper narrowed a listing by: its name and value, as the owner's home lists them. */
export interface FilterUse {
  filter: string;
  value: string;
}

const STOCK_WORDS = { now: "ready to wear", made: "made to order" } as const;

/**
 * The filters of a listing's address, one use each; none for a later page (the shopper chose them
 * on the first) nor for the order alone.
 */
export function filterUses(q: ListingQuery): FilterUse[] {
  if (q.page > 1) return [];
  const price =
    q.min !== undefined || q.max !== undefined
      ? [
          {
            filter: "price",
            value: `${q.min !== undefined ? `from ₦${q.min.toLocaleString("en-NG")}` : ""}${q.min !== undefined && q.max !== undefined ? " " : ""}${q.max !== undefined ? `up to ₦${q.max.toLocaleString("en-NG")}` : ""}`,
          },
        ]
      : [];
  return [
    ...q.sizes.map((value) => ({ filter: "size", value })),
    ...price,
    ...q.stock.map((s) => ({ filter: "stock", value: STOCK_WORDS[s] })),
    ...(q.sale ? [{ filter: "sale", value: "on sale" }] : []),
    ...q.collections.map((value) => ({ filter: "collection", value })),
    ...q.garments.map((value) => ({ filter: "garment", value })),
  ];
}

/** A search's text as it is counted: lowercased, spaces single, at most 100 characters. */
export const normalisedSearch = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim().slice(0, 100);
