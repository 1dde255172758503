// How long an unpaid order holds its place in the atelier's queue: as long as its stock hold
// (docs/decisions/275-promises-from-the-atelier-queue.md, migration 068). The place is the order's
// queue columns: these statements on orders are a span (SPANS in scripts/lint/table-owners.ts).
import type { Db } from "../db/db.server";
import { lockCapacity } from "./store.server";

/** The order's place is held until `lapsesAt` (placing, a fresh payment window, a payment on its way), never earlier. */
export async function holdQueuePlaceUntil(tx: Db, reference: string, lapsesAt: Date): Promise<void> {
  await tx.query(
    `update orders set queue_held_until = $2
      where reference = $1 and queue_week is not null and not queue_released
        and (queue_held_until is null or queue_held_until < $2)`,
    [reference, lapsesAt],
  );
}

/** Releases the places of orders still awaiting payment whose hold has passed. Returns how many. */
export async function releaseLapsedQueuePlaces(db: Db, limit = 200): Promise<number> {
  const rows = await db.query(
    `update orders set queue_released = true
      where reference in (select reference from orders
                           where queue_held_until <= now() and not queue_released and status = 'pending'
                           order by queue_held_until limit $1 for update skip locked)
      returning 1`,
    [limit],
  );
  return rows.length;
}

/**
 * Before an order whose place was released is paid: its week taken again under the capacity's
 * lock when room is left there (`force`: the owner's word, taken whatever the room). Returns the
 * owner's note when the week is full, undefined when the place is held (or was never released).
 */
export async function retakeQueuePlace(tx: Db, reference: string, force = false): Promise<string | undefined> {
  const [order] = await tx.query<{ week: string; pieces: number; express: boolean }>(
    `select to_char(queue_week, 'YYYY-MM-DD') as week, queue_pieces as pieces, queue_express as express
       from orders where reference = $1 and queue_released`,
    [reference],
  );
  if (!order) return undefined;
  // The capacity's lock first, then the week read after it was granted.
  const { capacity, booked } = await lockCapacity(tx, order.week);
  const week = booked.find((w) => w.week === order.week);
  const pieces = (week?.pieces ?? 0) + order.pieces;
  const express = (week?.express ?? 0) + (order.express ? order.pieces : 0);
  const room = pieces <= capacity.weekly && express <= capacity.express;
  if (!room && !force)
    return `Its place in the atelier's week of ${order.week} lapsed unpaid and that week has filled since: set its ready day by hand before it is made.`;
  await tx.query("update orders set queue_released = false, queue_held_until = null where reference = $1", [reference]);
  return undefined;
}
