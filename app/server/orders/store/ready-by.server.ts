import type { Db } from "../../db/db.server";

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
