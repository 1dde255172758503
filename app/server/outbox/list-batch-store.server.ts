// The lists' emails as the bulk-mail relay takes them: a batch at a time, each row claimed by one
// server only (`for update skip locked`), and each campaign's progress for the owner.
import type { Db } from "../db/db.server";

/** A claimed list email: its outbox row, member, which email and its queued parameters. */
export interface ClaimedListEmail {
  outboxId: number;
  attempts: number;
  memberId: number;
  email: string;
  params: Record<string, string>;
}

type Row = {
  id: string;
  attempts: number;
  list_member_id: string;
  list_email: string;
  params: Record<string, string> | string | null;
};

/**
 * Claims up to `limit` due list emails, oldest first, each for `claimSeconds` (one more attempt,
 * not due again until then: a server that stops mid-batch leaves them to be sent after). Rows
 * another server holds are skipped, so two servers never take the same email.
 */
export async function claimListBatch(db: Db, limit: number, claimSeconds: number): Promise<ClaimedListEmail[]> {
  const rows = await db.query<Row>(
    `update outbox o set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
      where o.id in (select id from outbox
                      where status = 'pending' and template = 'lists' and list_member_id is not null
                        and next_attempt_at <= now()
                      order by next_attempt_at, id limit $1 for update skip locked)
     returning o.id, o.attempts, o.list_member_id, o.list_email, o.params`,
    [limit, claimSeconds],
  );
  return rows
    .map((r) => ({
      outboxId: Number(r.id),
      attempts: r.attempts,
      memberId: Number(r.list_member_id),
      email: r.list_email,
      params: typeof r.params === "string" ? (JSON.parse(r.params) as Record<string, string>) : (r.params ?? {}),
    }))
    .sort((a, b) => a.outboxId - b.outboxId);
}

/** Gives claimed emails back, due in `seconds`, their attempt not counted (the service asked to slow down). */
export async function releaseListEmails(db: Db, outboxIds: readonly number[], seconds: number): Promise<void> {
  if (outboxIds.length === 0) return;
  await db.query(
    `update outbox set attempts = greatest(attempts - 1, 0), next_attempt_at = now() + make_interval(secs => $2)
      where id = any($1::bigint[]) and status = 'pending'`,
    [[...outboxIds], seconds],
  );
}

/** A campaign's emails by where they stand in the outbox. */
export interface CampaignSends {
  queued: number;
  sent: number;
  withheld: number;
}

/** How far one list email ("sale-news:12") got, over every subscriber it was queued to. */
export async function campaignSends(db: Db, campaign: string): Promise<CampaignSends> {
  const [row] = await db.query<{ queued: number; sent: number; withheld: number }>(
    `select count(*)::int as queued, count(*) filter (where status = 'sent')::int as sent,
            count(*) filter (where status = 'withheld')::int as withheld
       from outbox where list_email = $1`,
    [campaign],
  );
  return { queued: Number(row?.queued ?? 0), sent: Number(row?.sent ?? 0), withheld: Number(row?.withheld ?? 0) };
}

/** The list email last sent to a member (what she unsubscribed from, for its campaign's figures). */
export async function lastListEmailTo(db: Db, memberId: number): Promise<string | undefined> {
  const [row] = await db.query<{ list_email: string }>(
    `select list_email from outbox where list_member_id = $1 and status = 'sent' order by sent_at desc, id desc limit 1`,
    [memberId],
  );
  return row?.list_email;
}
