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
  /** What shoppers read on its badge; none for the default (saleBadge). */
  badge?: string | null;
  /** Instants, ISO 8601 in UTC. */
  startsAt: string;
  endsAt: string;
  scope: SaleScope;
  discount: SaleDiscount;
}

/** A sale's badge for shoppers: the one the owner typed, else "20% off" for a percentage, else "Sale". */
export function saleBadge(sale: Pick<Sale, "badge" | "discount">): string {
  if (sale.badge) return sale.badge;
  return sale.discount.kind === "percent" ? `${sale.discount.percent}% off` : "Sale";
}

/** Most a percentage sale may take off. */
export const MAX_PERCENT = 90;
