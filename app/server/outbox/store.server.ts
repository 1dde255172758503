import type { Db } from "../db/db.server";
import { takeTurn } from "../db/rate-clock.server";
import type { TemplateName } from "../adapters/emailjs.server";

/** A claimed relay stays claimed this long, so a server that stops mid-send is retried later. */
const CLAIM_SECONDS = 120;

/**
 * One email due: a visitor's message, a notice about an order, or one of the shop's alerts to the
 * owner. The outbox holds only what its row holds (the message's number, the order's reference and
 * notice as queued); the writers of the messages and the orders read the rest.
 */
export type DueRelay = {
  outboxId: number;
  attempts: number;
  template: TemplateName;
} & (
  | { subject: "message"; messageId: number }
  | { subject: "order"; reference: string; notice: string; params: Record<string, string> }
  | { subject: "alert"; alertKey: string; params: Record<string, string> }
  | { subject: "list"; memberId: number; email: string; params: Record<string, string> }
);

/** Seconds to wait after the n-th failed attempt: 5 s, 10 s, 20 s … at most an hour. Never given up. */
export function backoffSeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 3600);
}

type Row = {
  id: string;
  attempts: number;
  template: TemplateName;
  message_id: string | null;
  order_reference: string | null;
  notice: string | null;
  alert_key: string | null;
  list_member_id: string | null;
  list_email: string | null;
  params: Record<string, string> | string | null;
};

/**
 * Takes the oldest due relay whose template is set and marks it claimed (one more attempt, not
 * due again until the claim lapses); several servers sharing a database never take the same one.
 * A list's emails wait behind every other kind due: a sale's news to every subscriber never holds
 * back an order's confirmation. "paced" when one is due but EmailJS's shared turn has not come yet.
 */
export async function claimDueRelay(
  db: Db,
  templates: readonly TemplateName[],
  leaseSeconds: number,
): Promise<DueRelay | "paced" | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx.query<{ id: string }>(
      `select id from outbox where status = 'pending' and next_attempt_at <= now() and template = any($1::text[])
        order by list_member_id is not null, next_attempt_at, id limit 1 for update skip locked`,
      [templates],
    );
    if (!due) return undefined;
    if (!(await takeTurn(tx, "emailjs", leaseSeconds))) return "paced";
    const [row] = await tx.query<Row>(
      `update outbox o set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
        where o.id = $1
       returning o.id, o.attempts, o.template, o.message_id, o.order_reference, o.notice, o.alert_key,
                 o.list_member_id, o.list_email, o.params`,
      [due.id, CLAIM_SECONDS],
    );
    if (!row) return undefined;
    return toDue(row);
  });
}

function toDue(row: Row): DueRelay {
  const base = { outboxId: Number(row.id), attempts: row.attempts, template: row.template };
  const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
  if (row.alert_key) return { ...base, subject: "alert", alertKey: row.alert_key, params: json(row.params ?? {}) };
  if (row.list_member_id && row.list_email) {
    const params = json(row.params ?? {});
    return { ...base, subject: "list", memberId: Number(row.list_member_id), email: row.list_email, params };
  }
  if (row.order_reference && row.notice) {
    return {
      ...base,
      subject: "order",
      reference: row.order_reference,
      notice: row.notice,
      params: json(row.params ?? {}),
    };
  }
  return { ...base, subject: "message", messageId: Number(row.message_id) };
}

export async function markRelaySent(db: Db, outboxId: number, responseText: string): Promise<void> {
  await db.query(
    "update outbox set status = 'sent', sent_at = now(), response_text = $2, last_error = null where id = $1",
    [outboxId, responseText],
  );
}

/** A list email not sent: its member unsubscribed (or is no longer confirmed) before the relay took it. */
export async function markRelayWithheld(db: Db, outboxId: number, why: string): Promise<void> {
  await db.query("update outbox set status = 'withheld', last_error = $2 where id = $1", [outboxId, why]);
}

export async function markRelayFailed(db: Db, outboxId: number, error: string, retryInSeconds: number): Promise<void> {
  await db.query(
    "update outbox set last_error = $2, next_attempt_at = now() + make_interval(secs => $3) where id = $1",
    [outboxId, error, retryInSeconds],
  );
}

/**
 * Queues one of the shop's alerts to the owner, with its template's parameters; a second call with
 * the same key (another instance, another request seeing the same occasion) adds nothing. Returns
 * whether it was new.
 */
export async function queueAlert(
  db: Db,
  alertKey: string,
  template: TemplateName,
  params: Record<string, string>,
  /** Not sent before this instant (a gift card for a later day); at once when absent. */
  dueAt?: Date,
): Promise<boolean> {
  const rows = await db.query(
    `insert into outbox (alert_key, template, params, next_attempt_at) values ($1, $2, $3::jsonb, coalesce($4, now()))
     on conflict (alert_key) do nothing returning id`,
    [alertKey, template, JSON.stringify(params), dueAt ?? null],
  );
  return rows.length > 0;
}

/**
 * Queues one notice of an order, through the template the orders chose for it; a second call for
 * the same order and notice (two servers, the webhook and the re-check seeing one payment) adds
 * nothing. Returns whether it was new. Pass the transaction that changes the order, so both happen
 * or neither.
 */
export async function queueNotice(
  db: Db,
  reference: string,
  notice: string,
  template: TemplateName,
  params?: Record<string, string>,
): Promise<boolean> {
  const rows = await db.query(
    `insert into outbox (order_reference, notice, template, params) values ($1, $2, $3, $4::jsonb)
     on conflict (order_reference, notice) do nothing returning id`,
    [reference, notice, template, params ? JSON.stringify(params) : null],
  );
  return rows.length > 0;
}

/**
 * Queues one of a list's emails to one member (`email` names it: "confirm:…", "back-in-stock",
 * "sale-news:{id}"); a second call for the same member and email adds nothing. Returns whether it
 * was new. Pass the transaction that caused it.
 */
export async function queueListEmail(
  tx: Db,
  memberId: number,
  email: string,
  params: Record<string, string> = {},
  /** Not sent before this instant (a confirmation over the day's cap); at once when absent. */
  dueAt?: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into outbox (list_member_id, list_email, template, params, next_attempt_at)
     values ($1, $2, 'lists', $3::jsonb, coalesce($4, now()))
     on conflict (list_member_id, list_email) do nothing returning id`,
    [memberId, email, JSON.stringify(params), dueAt ?? null],
  );
  return rows.length > 0;
}

/** 'confirm:{Lagos day}': the lists' confirmation email of one mailbox on one day. */
export const confirmationEmail = (day: string) => `confirm:${day}`;

/** A confirmation email as queued: its day, the members it names, and whether it may still grow. */
export interface QueuedConfirmation {
  outboxId: number;
  day: string;
  /** The members it asks to confirm, the first its own (whose key its link carries). */
  members: number[];
  /** Pending and never handed to EmailJS: a member asked now may join it. */
  open: boolean;
}

/** The members a confirmation names (one queued before confirmations named several: its own). */
export const namedMembers = (memberId: number, params: Record<string, string>): number[] =>
  params.members ? params.members.split(",").map(Number) : [memberId];

/**
 * Every confirmation queued for these members (one mailbox's), locked until the caller's
 * transaction ends, as they stand once the lock is held: one a relay claimed meanwhile is closed.
 */
export async function confirmationsOf(tx: Db, memberIds: readonly number[]): Promise<QueuedConfirmation[]> {
  const rows = await tx.query<{
    id: string;
    list_member_id: string;
    list_email: string;
    params: Record<string, string> | string | null;
    status: string;
    attempts: number;
  }>(
    `select id, list_member_id, list_email, params, status, attempts from outbox
      where list_member_id = any($1::bigint[]) and list_email like 'confirm:%' order by id for update`,
    [[...memberIds]],
  );
  return rows.map((r) => {
    const params = typeof r.params === "string" ? (JSON.parse(r.params) as Record<string, string>) : (r.params ?? {});
    return {
      outboxId: Number(r.id),
      day: r.list_email.slice("confirm:".length),
      members: namedMembers(Number(r.list_member_id), params),
      open: r.status === "pending" && r.attempts === 0,
    };
  });
}

/** Names these members in a confirmation not yet sent. */
export async function setConfirmationMembers(tx: Db, outboxId: number, members: readonly number[]): Promise<void> {
  await tx.query(
    `update outbox set params = coalesce(params, '{}'::jsonb) || jsonb_build_object('members', $2::text)
      where id = $1`,
    [outboxId, members.join(",")],
  );
}

/** How many confirmation emails the shop has queued for a day. */
export async function confirmationsQueuedOn(tx: Db, day: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>("select count(*)::int as n from outbox where list_email = $1", [
    confirmationEmail(day),
  ]);
  return Number(row?.n ?? 0);
}

/** The advisory lock queueing a confirmation takes ('hazel confirm' as a number). */
const CONFIRMATIONS_LOCK = 0x687a_636f;

/** Queueing confirmations takes turns across servers until the caller's transaction ends (the daily cap's count). */
export async function lockConfirmations(tx: Db): Promise<void> {
  await tx.query("select pg_advisory_xact_lock($1)", [CONFIRMATIONS_LOCK]);
}

/**
 * Queues one email (`email`, with its parameters) to every confirmed member of the news list who
 * has not unsubscribed, once each however often it is called. Returns how many were queued now.
 */
export async function queueToNewsList(tx: Db, email: string, params: Record<string, string>): Promise<number> {
  const rows = await tx.query(
    `insert into outbox (list_member_id, list_email, template, params)
     select m.id, $1, 'lists', $2::jsonb from list_members m
      where m.list = 'news' and m.confirmed_at is not null and m.unsubscribed_at is null
      order by m.id
     on conflict (list_member_id, list_email) do nothing returning id`,
    [email, JSON.stringify(params)],
  );
  return rows.length;
}

/** How far each of a list's emails got: for tests and the owner's checks. */
export async function listEmailStatus(
  db: Db,
  memberId: number,
): Promise<{ email: string; status: "pending" | "sent" | "withheld" }[]> {
  const rows = await db.query<{ list_email: string; status: "pending" | "sent" | "withheld" }>(
    "select list_email, status from outbox where list_member_id = $1 order by id",
    [memberId],
  );
  return rows.map((r) => ({ email: r.list_email, status: r.status }));
}

/** Queues a visitor's message's relay, in the transaction that keeps the message. */
export async function queueMessageRelay(tx: Db, messageId: number): Promise<void> {
  await tx.query("insert into outbox (message_id) values ($1)", [messageId]);
}

/**
 * Queues a message's relay again, due now (the messages' store says which messages may go again).
 * Pass the transaction that found the message.
 */
export async function queueMessageRelayAgain(tx: Db, messageId: number): Promise<void> {
  await tx.query(
    `insert into outbox (message_id) values ($1)
     on conflict (message_id) do update
       set status = 'pending', next_attempt_at = now(), sent_at = null, last_error = null`,
    [messageId],
  );
}

/** Where one of an order's emails stands in the outbox. */
export interface NoticeRelay {
  reference: string;
  /** The notice as the orders queued it. */
  notice: string;
  status: "pending" | "sent";
  attempts: number;
  lastError: string | null;
}

/** The emails about these orders (those their changes caused and their reminders), in the order they were queued. */
export async function noticeRelays(db: Db, references: string[]): Promise<NoticeRelay[]> {
  const rows = await db.query<{
    order_reference: string;
    notice: string;
    status: "pending" | "sent";
    attempts: number;
    last_error: string | null;
  }>(
    `select order_reference, notice, status, attempts, last_error from outbox
      where order_reference = any($1::text[]) and notice is not null order by id`,
    [references],
  );
  return rows.map((r) => ({
    reference: r.order_reference,
    notice: r.notice,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
  }));
}

/** The parameters of the newest email queued under a key that starts with `keyPrefix` (as tests read a code sent). */
export async function newestEmailParams(db: Db, keyPrefix: string): Promise<Record<string, string> | undefined> {
  const [email] = await db.query<{ params: unknown }>(
    "select params from outbox where alert_key like $1 order by id desc limit 1",
    [`${keyPrefix}%`],
  );
  return typeof email?.params === "string" ? JSON.parse(email.params) : (email?.params as Record<string, string>);
}
