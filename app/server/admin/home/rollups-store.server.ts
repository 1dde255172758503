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

/** Pieces sold (less those undone) per product and size from `from` to `to`, whole naira with them. */
export interface PieceSales {
  productId: number;
  size: string;
  pieces: number;
  naira: number;
}

export async function pieceSalesBetween(db: Db, from: string, to: string): Promise<PieceSales[]> {
  const rows = await db.query<{ product_id: number; size: string; pieces: string; naira: string }>(
    `select product_id, size, sum(pieces) as pieces, sum(naira) as naira from daily_piece_sales
      where day between $1 and $2 group by product_id, size having sum(pieces) <> 0`,
    [from, to],
  );
  return rows.map((r) => ({
    productId: Number(r.product_id),
    size: r.size,
    pieces: Number(r.pieces),
    naira: Number(r.naira),
  }));
}
