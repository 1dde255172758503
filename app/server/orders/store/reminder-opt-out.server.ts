import { timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/db.server";

/** The random key of an order's "no more reminders" link; undefined when there is no such order. */
export async function remindersKeyOf(db: Db, reference: string): Promise<string | undefined> {
  const [row] = await db.query<{ reminders_key: string }>("select reminders_key from orders where reference = $1", [
    reference,
  ]);
  return row?.reminders_key;
}

/** Whether the shopper stopped the reminders of an order. */
export async function remindersStopped(db: Db, reference: string): Promise<boolean> {
  const [row] = await db.query<{ off: boolean }>(
    "select reminders_off_at is not null as off from orders where reference = $1",
    [reference],
  );
  return row?.off === true;
}

/** Whether `key` is the key of the order's link (compared in constant time). */
export async function isRemindersKey(db: Db, reference: string, key: string): Promise<boolean> {
  const stored = await remindersKeyOf(db, reference);
  const a = Buffer.from(stored ?? "");
  const b = Buffer.from(key);
  return stored !== undefined && a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Stops an order's reminders to its shopper when `key` is its link's key; the first time stands.
 * False for a wrong key or no such order.
 */
export async function stopReminders(db: Db, reference: string, key: string): Promise<boolean> {
  if (!(await isRemindersKey(db, reference, key))) return false;
  await db.query("update orders set reminders_off_at = coalesce(reminders_off_at, now()) where reference = $1", [
    reference,
  ]);
  return true;
}
