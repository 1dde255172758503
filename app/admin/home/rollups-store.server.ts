// The home's roll-ups (tables daily_takings, daily_piece_sales, daily_sales_totals and
// takings_by_minute): every statement on them.
// Only the triggers of migrations 025-home-figures.sql and 041-takings-by-minute.sql write them (in
// each currency since 059-takings-per-currency.sql), in the transaction of the payment's or the
// order's change; this module reads them.
import { isLedgerCurrency, type LedgerCurrency } from "~/features/payments";
import type { Db } from "~/server/db/db.server";

/** One Lagos day's money in one currency: kobo, or cents for dollars. */
export interface DayTakings {
  day: string;
  currency: LedgerCurrency;
  taken: number;
  returned: number;
  paidOrders: number;
  paidValue: number;
}

/**
 * The days from `from` to `to` (both included) that had any money or paid order, oldest first: a
 * row per currency the day had, naira first.
 */
export async function takingsBetween(db: Db, from: string, to: string): Promise<DayTakings[]> {
  const rows = await db.query<{
    day: string;
    currency: string;
    taken: string;
    returned: string;
    paid_orders: number;
    paid_value: string;
  }>(
    `select day, currency, taken, returned, paid_orders, paid_value from daily_takings
      where day between $1 and $2 order by day, currency`,
    [from, to],
  );
  return rows.map((r) => ({
    day: r.day,
    currency: isLedgerCurrency(r.currency) ? r.currency : "NGN",
    taken: Number(r.taken),
    returned: Number(r.returned),
    paidOrders: Number(r.paid_orders),
    paidValue: Number(r.paid_value),
  }));
}

/**
 * A Lagos day's takings less what went back in one currency (naira unless asked), up to and
 * including a minute of it (90 for 01:30).
 */
export async function takingsUntil(
  db: Db,
  day: string,
  minute: number,
  currency: LedgerCurrency = "NGN",
): Promise<number> {
  const [row] = await db.query<{ takings: string | null }>(
    `select sum(taken - returned) as takings from takings_by_minute
      where day = $1 and minute <= $2 and currency = $3`,
    [day, minute, currency],
  );
  return Number(row?.takings ?? 0);
}

/** What sold from `from` to `to` (pieces less those undone): by collection and size from their totals, the best products. */
export interface PeriodSales {
  /** Whole naira per collection (its slug when the piece sold). */
  collections: { collection: string; naira: number }[];
  /** The products that sold the most pieces, most first, at most `top`. */
  products: { productId: number; pieces: number }[];
  /** Pieces per size ("" for a piece without sizes). */
  sizes: { size: string; pieces: number }[];
}

export async function salesBetween(db: Db, from: string, to: string, top: number): Promise<PeriodSales> {
  const [totals, products] = await Promise.all([
    db.query<{ by: "collection" | "size"; key: string; naira: string; pieces: string }>(
      `select by, key, sum(naira) as naira, sum(pieces) as pieces from daily_sales_totals
        where day between $1 and $2 group by by, key`,
      [from, to],
    ),
    db.query<{ product_id: number; pieces: string }>(
      `select product_id, sum(pieces) as pieces from daily_piece_sales
        where day between $1 and $2 group by product_id having sum(pieces) > 0
        order by sum(pieces) desc, product_id limit $3`,
      [from, to, top],
    ),
  ]);
  const collections = totals.filter((r) => r.by === "collection");
  const sizes = totals.filter((r) => r.by === "size");
  return {
    collections: collections.map((r) => ({ collection: r.key, naira: Number(r.naira) })),
    products: products.map((r) => ({ productId: Number(r.product_id), pieces: Number(r.pieces) })),
    sizes: sizes.map((r) => ({ size: r.key, pieces: Number(r.pieces) })),
  };
}
