// What the admin's home reads of the orders: the pieces still to make (from their roll-up), the
// orders waiting, and the few orders whose accounts may owe a balance or hold money to return,
// each through an index of its own (migration 025-home-figures.sql). Test orders never count.
import type { Order } from "~/features/orders";
import { MONEY_TO_RETURN } from "~/features/orders/money-to-return";
import type { Db } from "../../db/db.server";
import { toOrder, type OrderRow } from "./orders.server";

/** Pieces and orders still to make (paid or in production) promised ready on a day. */
export interface ReadyDay {
  day: string;
  pieces: number;
  orders: number;
}

/**
 * Per ready day from `from` to `to`; `late` sums those promised before `from`. Read from the
 * roll-up the orders' trigger keeps (table pieces_due, written only by migration 023's triggers).
 */
export async function piecesToMake(db: Db, from: string, to: string): Promise<{ days: ReadyDay[]; late: ReadyDay }> {
  const rows = await db.query<{ day: string; pieces: string; orders: string }>(
    `select case when ready_by < $1 then 'late' else ready_by end as day, sum(pieces) as pieces, sum(orders) as orders
       from pieces_due where ready_by <= $2 group by 1 order by 1`,
    [from, to],
  );
  const all = rows.map((r) => ({ day: r.day, pieces: Number(r.pieces), orders: Number(r.orders) }));
  return {
    days: all.filter((r) => r.day !== "late"),
    late: all.find((r) => r.day === "late") ?? { day: "late", pieces: 0, orders: 0 },
  };
}

/** Orders waiting on the shop or the shopper now. */
export interface Waiting {
  /** Awaiting payment. */
  pending: number;
  /** In review or disputed. */
  review: number;
  /** Ready, to be collected at the atelier. */
  pickups: number;
  /** Ready for any delivery (the Ready list). */
  ready: number;
}

export async function waitingOrders(db: Db): Promise<Waiting> {
  const [counts] = await db.query<Record<keyof Waiting, string>>(
    `select count(*) filter (where status = 'pending') as pending,
            count(*) filter (where status in ('review', 'disputed')) as review,
            count(*) filter (where status = 'ready' and delivery_method = 'pickup') as pickups,
            count(*) filter (where status = 'ready') as ready
       from orders
      where status in ('pending', 'review', 'disputed', 'ready') and not is_test`,
  );
  return {
    pending: Number(counts?.pending ?? 0),
    review: Number(counts?.review ?? 0),
    pickups: Number(counts?.pickups ?? 0),
    ready: Number(counts?.ready ?? 0),
  };
}

/** Deposit orders being made or ready: those whose account may still owe their balance. */
export async function depositOrdersNotHandedOver(db: Db): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `select * from orders
      where balance_due_at is not null and not is_test and status in ('paid', 'in_production', 'ready')`,
  );
  return rows.map(toOrder);
}

/**
 * The orders whose account may hold money to return, most recently changed first: those still
 * being paid or made (a deposit paid twice), those cancelled once paid, and those a payment came
 * to that they did not take. Their accounts say which do.
 */
export async function ordersThatMayHoldMoneyToReturn(db: Db): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `select * from orders
      where not is_test
        and (status in ('pending', 'review', 'disputed', 'paid', 'in_production', 'ready')
             or (status = 'cancelled' and paid_at is not null)
             or reference in (select reference from order_events where details ->> 'kind' = '${MONEY_TO_RETURN}'))
      order by updated_at desc`,
  );
  return rows.map(toOrder);
}

/** Test orders placed since each instant (today's and this month's Lagos midnights), which no figure counts. */
export async function testOrdersSince(db: Db, today: Date, month: Date): Promise<{ today: number; month: number }> {
  const [row] = await db.query<{ today: string; month: string }>(
    `select count(*) filter (where created_at >= $1) as today, count(*) as month
       from orders where created_at >= $2 and is_test`,
    [today, month],
  );
  return { today: Number(row?.today ?? 0), month: Number(row?.month ?? 0) };
}
