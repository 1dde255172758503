// The orders' places in the atelier's queue (columns queue_week, queue_pieces, queue_express).
import type { WeekLoad } from "~/features/delivery/queue";
import type { Db } from "../../db/db.server";

type LoadRow = { week: string; pieces: number; express: number };

/**
 * The pieces booked per week from the week of `fromWeek` (a Monday) on, by orders still to be
 * made: the orders' trigger keeps them (migration 045).
 */
export async function bookedWeeks(db: Db, fromWeek: string): Promise<WeekLoad[]> {
  return db.query<LoadRow>(
    "select to_char(week, 'YYYY-MM-DD') as week, pieces, express from queue_weeks where week >= $1 order by week",
    [fromWeek],
  );
}

/**
 * The owner's ready day set by hand: the order's pieces move to that day's week (a place released
 * unpaid is taken again there), and a deposit's
 * balance falls due by `balanceDueAt` (null leaves it). Under the caller's lock of the order.
 */
export async function setReadyBy(
  tx: Db,
  reference: string,
  ready: { readyBy: string; deliverBy: string; week: string; balanceDueAt: Date | null },
): Promise<void> {
  await tx.query(
    `update orders set ready_by = $2, ready_from = least(ready_from, $2), deliver_by = $3, queue_week = $4::date,
       balance_due_at = coalesce($5, balance_due_at), queue_released = false, queue_held_until = null
     where reference = $1`,
    [reference, ready.readyBy, ready.deliverBy, ready.week, ready.balanceDueAt],
  );
}
