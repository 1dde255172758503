import type { Order } from "~/features/orders";
import type { Db } from "../../db/db.server";
import { toOrder, type OrderRow } from "./orders.server";

/** Deposit orders being made or ready whose balance fell due at most this long ago: still reminded of. */
const OVERDUE_LOOKBACK_DAYS = 60;

/** Deposit orders that may still owe their balance (the ledger says whether they do). */
export async function depositOrdersBeingMade(db: Db): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `select * from orders
      where deposit is not null and status in ('paid', 'in_production', 'ready')
        and balance_due_at > now() - make_interval(days => $1)
      order by balance_due_at`,
    [OVERDUE_LOOKBACK_DAYS],
  );
  return rows.map(toOrder);
}

/**
 * Orders still pending that were placed between `olderThanSeconds` and a day before that ago: the
 * ones an unpaid order's reminder is for (older ones were reminded, or placed before reminders).
 */
export async function pendingOrdersPlacedBefore(db: Db, olderThanSeconds: number): Promise<string[]> {
  const rows = await db.query<{ reference: string }>(
    `select reference from orders
      where status = 'pending'
        and created_at <= now() - make_interval(secs => $1)
        and created_at > now() - make_interval(secs => $1) - interval '1 day'
      order by created_at`,
    [olderThanSeconds],
  );
  return rows.map((r) => r.reference);
}
