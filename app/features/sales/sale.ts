import type { CollectionSlug } from "~/config/collections";

/** Which products a sale covers. Combo parts are covered only when named in `productIds`. */
export interface SaleScope {
  /** Every product of the shop. */
  wholeShop: boolean;
  collections: readonly CollectionSlug[];
  productIds: readonly number[];
  /** Left out even when the rest of the scope covers them. */
  excludedIds: readonly number[];
}

/** How a sale lowers a price: a percentage off the regular price, or a sale price per product. */
export type SaleDiscount =
  { kind: "percent"; percent: number } | { kind: "prices"; prices: Readonly<Record<number, number>> };

/** A sale the owner scheduled: in force from `startsAt` (included) to `endsAt` (excluded). */
export interface Sale {
  id: number;
  name: string;
  /** Instants, ISO 8601 in UTC. */
  startsAt: string;
  endsAt: string;
  scope: SaleScope;
  discount: SaleDiscount;
}

/** Most a percentage sale may take off. */
export const MAX_PERCENT = 90;
