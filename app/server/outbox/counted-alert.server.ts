import type { TemplateName } from "../adapters/emailjs.server";
import type { Db } from "../db/db.server";
import { queueAlert } from "./store.server";

/**
 * Counts one more occasion into an alert that gathers a day's (a daily email, due at `dueAt`): the
 * first queues it with `write(1)`, each next one rewrites it with `write(n)` under its row's lock,
 * so instances counting at once each add one. Once the relay has taken it, nothing is added (the
 * occasion stays where the caller keeps it). Returns the count now, or 0 when it was already taken.
 * Pass the transaction that keeps the occasion.
 */
export async function countIntoAlert(
  tx: Db,
  alertKey: string,
  template: TemplateName,
  write: (count: number) => Record<string, string>,
  dueAt: Date,
): Promise<number> {
  if (await queueAlert(tx, alertKey, template, { ...write(1), count: "1" }, dueAt)) return 1;
  const [row] = await tx.query<{ id: string; params: Record<string, string> | string }>(
    "select id, params from outbox where alert_key = $1 and status = 'pending' and attempts = 0 for update",
    [alertKey],
  );
  if (!row) return 0;
  const params = typeof row.params === "string" ? (JSON.parse(row.params) as Record<string, string>) : row.params;
  const count = Number(params.count ?? "0") + 1;
  await tx.query("update outbox set params = $2::jsonb where id = $1", [
    row.id,
    JSON.stringify({ ...write(count), count: String(count) }),
  ]);
  return count;
}
