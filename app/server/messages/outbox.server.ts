import type { Db } from "../db/db.server";
import type { StoredMessage } from "./email-fields.server";

/** A claimed relay stays claimed this long, so a server that stops mid-send is retried later. */
export const CLAIM_SECONDS = 120;

export type DueRelay = StoredMessage & {
  outbox_id: number;
  message_id: number;
  attempts: number;
};

/** Seconds to wait after the n-th failed attempt: 5 s, 10 s, 20 s … at most an hour. Never given up. */
export function backoffSeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Takes the oldest due relay and marks it claimed (one more attempt, not due again until the
 * claim lapses); several servers sharing a database never take the same one.
 */
export async function claimDueRelay(db: Db): Promise<DueRelay | undefined> {
  const [row] = await db.query<StoredMessage & { outbox_id: string; message_id: string; attempts: number }>(
    `with due as (
       select id from outbox where status = 'pending' and next_attempt_at <= now()
       order by next_attempt_at, id limit 1 for update skip locked
     ), claimed as (
       update outbox o set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
       from due where o.id = due.id returning o.id, o.message_id, o.attempts
     )
     select claimed.id as outbox_id, claimed.message_id, claimed.attempts,
            m.kind, m.from_name, m.from_email, m.from_phone, m.message
     from claimed join messages m on m.id = claimed.message_id`,
    [CLAIM_SECONDS],
  );
  return row ? { ...row, outbox_id: Number(row.outbox_id), message_id: Number(row.message_id) } : undefined;
}

export async function markRelaySent(db: Db, outboxId: number, responseText: string): Promise<void> {
  await db.query("update outbox set status = 'sent', sent_at = now(), response_text = $2, last_error = null where id = $1", [
    outboxId,
    responseText,
  ]);
}

export async function markRelayFailed(db: Db, outboxId: number, error: string, retryInSeconds: number): Promise<void> {
  await db.query("update outbox set last_error = $2, next_attempt_at = now() + make_interval(secs => $3) where id = $1", [
    outboxId,
    error,
    retryInSeconds,
  ]);
}
