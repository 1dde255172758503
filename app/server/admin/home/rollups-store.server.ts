// The home's daily roll-ups (tables daily_takings and daily_piece_sales): every statement on them.
// Only the triggers of migration 023-home-figures.sql write them, in the transaction of the
// payment's or the order's change; this module reads them.
import type { Db } from "../../db/db.server";

/** One Lagos day's money, whole naira. */
export interface DayTakings {
  day: string;
  taken: number;
  returned: number;
  paidOrders: number;
  paidValue: number;
}

/** The days from `from` to `to` (both included) that had any money or paid order, oldest first. */
export async function takingsBetween(db: Db, from: string, to: string): Promise<DayTakings[]> {
  const rows = await db.query<{
    day: string;
    taken: string;
    returned: string;
    paid_orders: number;
    paid_value: string;
  }>(
    `select day, taken, returned, paid_orders, paid_value from daily_takings
      where day between $1 and $2 order by day`,
    [from, to],
  );
  return rows.map((r) => ({
    day: r.day,
    taken: Number(r.taken),
    returned: Number(r.returned),
    paidOrders: Number(r.paid_orders),
    paidValue: Number(r.paid_value),
  }));
}

/** What sold from `from` to `to` (pieces less those undone), added up three ways in the database. */
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
    db.query<{ collection: string | null; size: string | null; naira: string; pieces: string }>(
      `select collection, size, sum(naira) as naira, sum(pieces) as pieces from daily_piece_sales
        where day between $1 and $2 group by grouping sets ((collection), (size))`,
      [from, to],
    ),
    db.query<{ product_id: number; pieces: string }>(
      `select product_id, sum(pieces) as pieces from daily_piece_sales
        where day between $1 and $2 group by product_id having sum(pieces) > 0
        order by sum(pieces) desc, product_id limit $3`,
      [from, to, top],
    ),
  ]);
  const collections = totals.filter((r) => r.collection !== null);
  const sizes = totals.filter((r) => r.size !== null);
  return {
    collections: collections.map((r) => ({ collection: r.collection!, naira: Number(r.naira) })),
    products: products.map((r) => ({ productId: Number(r.product_id), pieces: Number(r.pieces) })),
    sizes: sizes.map((r) => ({ size: r.size!, pieces: Number(r.pieces) })),
  };
}
