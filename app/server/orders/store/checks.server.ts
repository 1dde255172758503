import type { Order } from "~/features/orders";
import type { Db } from "../../db/db.server";
import { toOrder, type OrderRow } from "./orders.server";

/**
 * The unpaid order (of the test or the live mode) whose re-check is most overdue, its row locked
 * until the caller's transaction ends; orders another server has locked are passed over. An order
 * never checked is due `firstCheckSeconds` after its placing.
 */
export async function lockDueCheck(
  tx: Db,
  firstCheckSeconds: number,
  testOrders: boolean,
): Promise<string | undefined> {
  const due = `coalesce(next_check_at, created_at + make_interval(secs => $1::float8))`;
  const [row] = await tx.query<{ reference: string }>(
    `select reference from orders where status in ('pending', 'review') and is_test = $2 and ${due} <= now()
      order by ${due} limit 1 for update skip locked`,
    [firstCheckSeconds, testOrders],
  );
  return row?.reference;
}

/** Leases a due re-check for `leaseSeconds`: the order, with how many checks it has had. */
export async function leaseCheck(
  tx: Db,
  reference: string,
  leaseSeconds: number,
): Promise<(Order & { checksDone: number }) | undefined> {
  const [leased] = await tx.query<OrderRow & { check_count: number }>(
    "update orders set next_check_at = now() + make_interval(secs => $2) where reference = $1 returning *",
    [reference, leaseSeconds],
  );
  return leased && { ...toOrder(leased), checksDone: leased.check_count };
}

/** A re-check that could not reach Paystack: tried again at `at`, not counted. */
export async function postponeCheck(db: Db, reference: string, at: Date): Promise<void> {
  await db.query("update orders set next_check_at = $2 where reference = $1", [reference, at]);
}

/** Counts a re-check done; the next falls at `nextCheckAt`, or never when null. */
export async function recordCheck(db: Db, reference: string, nextCheckAt: Date | null): Promise<void> {
  await db.query(
    `update orders set check_count = check_count + 1, last_checked_at = now(), next_check_at = coalesce($2::timestamptz, 'infinity')
      where reference = $1`,
    [reference, nextCheckAt],
  );
}

/** The checkout's orders still unpaid `seconds` after their placing (a quote lapses by its own validity), oldest first. */
export async function unpaidPlacedBefore(db: Db, seconds: number, limit = 100): Promise<string[]> {
  const rows = await db.query<{ reference: string }>(
    `select reference from orders
      where status = 'pending' and origin <> 'quote' and created_at <= now() - make_interval(secs => $1::float8)
      order by created_at limit $2`,
    [seconds, limit],
  );
  return rows.map((r) => r.reference);
}
