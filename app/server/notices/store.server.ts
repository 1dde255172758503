// The notice ledger (migration 074, docs/messages.md): every SQL statement on notices,
// notice_sends, notice_receipts and message_consents.
import type { MessagePurpose } from "~/features/notices/purposes";
import { arrived, moves, nextLink, type Channel, type NoticeState } from "~/features/notices/states";
import type { NoticeView } from "~/features/notices/notice-view";
import type { Db } from "../db/db.server";

/** A claimed notice stays claimed this long, so a server that stops mid-send is retried later. */
const CLAIM_SECONDS = 120;

export interface NewNotice {
  /** Its order's reference, or "" for an appointment's notice. */
  reference: string;
  /** A plan's part its reminder is for: an order's notice is kept once per purpose and part. */
  part?: number;
  /** An appointment's notice instead of an order's: kept once per purpose and start. */
  appointment?: { id: number; startsAt: Date };
  purpose: MessagePurpose;
  /** Her number in international digits (2348031234567). */
  phone: string;
  template: string;
  language: string;
  variables: readonly string[];
  smsText: string;
  chain: readonly Channel[];
  daytimeOnly: boolean;
}

/**
 * Stores one notice of an order (or an appointment), queued on the first link of its chain; a
 * second call for the same order, purpose and plan's part (the same appointment, purpose and
 * start) adds nothing. Pass the transaction that causes it. Returns whether it was new.
 */
export async function storeNotice(tx: Db, n: NewNotice): Promise<boolean> {
  const rows = await tx.query(
    `insert into notices (order_reference, purpose, phone, template, language, variables, sms_text, chain, channel, daytime_only,
                          appointment_id, starts_at, part)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::text[], $9, $10, $11, $12, $13)
     on conflict ${n.appointment ? "(appointment_id, purpose, starts_at)" : "(order_reference, purpose, part)"} do nothing returning id`,
    [
      n.appointment ? null : n.reference,
      n.purpose,
      n.phone,
      n.template,
      n.language,
      JSON.stringify(n.variables),
      n.smsText,
      [...n.chain],
      n.chain[0],
      n.daytimeOnly,
      n.appointment?.id ?? null,
      n.appointment?.startsAt ?? null,
      n.part ?? 0,
    ],
  );
  return rows.length > 0;
}

/** A notice as the relay takes it: where it stands and the message it has on its channel now, if any. */
export interface DueNotice {
  id: number;
  /** Its order's reference, or "" for an appointment's notice. */
  reference: string;
  appointmentId: number | null;
  purpose: MessagePurpose;
  phone: string;
  template: string;
  language: string;
  variables: string[];
  smsText: string;
  chain: Channel[];
  channel: Channel;
  state: NoticeState;
  daytimeOnly: boolean;
  attempts: number;
  /** Its message on the current channel, when one was taken already (the relay woke for its receipt). */
  send?: { providerId: string; state: NoticeState };
}

type NoticeRow = {
  id: string;
  order_reference: string | null;
  appointment_id: string | null;
  purpose: MessagePurpose;
  phone: string;
  template: string;
  language: string;
  variables: string[] | string;
  sms_text: string;
  chain: Channel[] | string;
  channel: Channel;
  state: NoticeState;
  daytime_only: boolean;
  attempts: number;
};

const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
/** A text[] as PGlite or node-postgres gives it. */
const textArray = (v: string[] | string): string[] =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, "")
        .split(",")
        .filter(Boolean);

/**
 * Takes the oldest notice due (to send, or to fall back for want of a receipt) and marks it
 * claimed; several servers sharing a database never take the same one.
 */
export async function claimDueNotice(db: Db, now = new Date()): Promise<DueNotice | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<NoticeRow>(
      `update notices set attempts = attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $2), updated_at = now()
        where id = (select id from notices where next_attempt_at <= $1::timestamptz and withheld_at is null
                     order by next_attempt_at, id limit 1 for update skip locked)
       returning id, order_reference, appointment_id, purpose, phone, template, language, variables, sms_text, chain, channel, state,
                 daytime_only, attempts`,
      [now, CLAIM_SECONDS],
    );
    if (!row) return undefined;
    const [send] = await tx.query<{ provider_id: string; state: NoticeState }>(
      "select provider_id, state from notice_sends where notice_id = $1 and channel = $2 order by id desc limit 1",
      [row.id, row.channel],
    );
    return {
      id: Number(row.id),
      reference: row.order_reference ?? "",
      appointmentId: row.appointment_id === null ? null : Number(row.appointment_id),
      purpose: row.purpose,
      phone: row.phone,
      template: row.template,
      language: row.language,
      variables: json(row.variables),
      smsText: row.sms_text,
      chain: textArray(row.chain) as Channel[],
      channel: row.channel,
      state: row.state,
      daytimeOnly: row.daytime_only,
      attempts: row.attempts,
      ...(send ? { send: { providerId: send.provider_id, state: send.state } } : {}),
    };
  });
}

/** A provider took the notice's message: kept with its id, and looked at again after `receiptSeconds` for its receipt. */
export async function recordSend(
  db: Db,
  noticeId: number,
  channel: Channel,
  providerId: string,
  receiptSeconds: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("insert into notice_sends (notice_id, channel, provider_id) values ($1, $2, $3)", [
      noticeId,
      channel,
      providerId,
    ]);
    await tx.query(
      `update notices set last_error = null, updated_at = now(),
              next_attempt_at = case when state in ('delivered', 'read') then null else now() + make_interval(secs => $2) end
        where id = $1`,
      [noticeId, receiptSeconds],
    );
  });
  for (const receipt of await earlyReceipts(db, providerId)) await applyReceipt(db, receipt);
}

/** The receipts that came for a message before its id was kept, in the order of their states. */
async function earlyReceipts(db: Db, providerId: string): Promise<Receipt[]> {
  const rows = await db.query<{
    state: Receipt["state"];
    at: Date;
    code: string | null;
    title: string | null;
    pricing_category: string | null;
    billable: boolean | null;
    cost: string | null;
  }>(
    `select state, at, code, title, pricing_category, billable, cost from notice_receipts where provider_id = $1
      order by case state when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 else 4 end`,
    [providerId],
  );
  return rows.map((r) => ({
    providerId,
    state: r.state,
    at: new Date(r.at),
    ...(r.code !== null ? { code: r.code } : {}),
    ...(r.title !== null ? { title: r.title } : {}),
    ...(r.pricing_category !== null ? { pricingCategory: r.pricing_category } : {}),
    ...(r.billable !== null ? { billable: r.billable } : {}),
    ...(r.cost !== null ? { cost: r.cost } : {}),
  }));
}

/** The provider did not take it (its outage, the network): tried again in `retrySeconds`. */
export async function markNoticeRetry(db: Db, noticeId: number, error: string, retrySeconds: number): Promise<void> {
  await db.query(
    "update notices set last_error = $2, next_attempt_at = now() + make_interval(secs => $3), updated_at = now() where id = $1",
    [noticeId, error, retrySeconds],
  );
}

/** Not before `at` (a reminder falling back at night waits for the morning). */
export async function postponeNotice(db: Db, noticeId: number, at: Date): Promise<void> {
  await db.query("update notices set next_attempt_at = $2, updated_at = now() where id = $1", [noticeId, at]);
}

/**
 * Moves a notice from `from` to the next link of its chain, queued there and due now; once only,
 * however many servers or receipts ask (it must still be on `from`). Without a next link it ends
 * failed with the code given, or as it stands when none is. Returns the channel it moved to.
 */
export async function fallBack(
  db: Db,
  noticeId: number,
  from: Channel,
  failure?: { code: string; title: string },
  why = failure ? `${from} failed ${failure.code}` : `no receipt on ${from}`,
): Promise<Channel | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ chain: Channel[] | string; state: NoticeState }>(
      "select chain, state from notices where id = $1 and channel = $2 for update",
      [noticeId, from],
    );
    if (!row || arrived(row.state)) return undefined;
    const next = nextLink(textArray(row.chain) as Channel[], from);
    if (next) {
      // Due by the clock the claim reads (the server's, to the millisecond): the database's now()
      // counts microseconds, and could stay a fraction ahead of a claim made in the same millisecond.
      await tx.query(
        "update notices set channel = $2, state = 'queued', last_error = $3, next_attempt_at = $4, updated_at = now() where id = $1",
        [noticeId, next, why, new Date()],
      );
      return next;
    }
    await tx.query(
      `update notices set next_attempt_at = null, updated_at = now(), last_error = $4,
              state = case when $2::text is null then state else 'failed' end,
              failure_code = coalesce($2, failure_code), failure_title = coalesce($3, failure_title)
        where id = $1`,
      [noticeId, failure?.code ?? null, failure?.title ?? null, why],
    );
    return undefined;
  });
}

/** One receipt from a provider about one of its messages. */
export interface Receipt {
  providerId: string;
  state: Exclude<NoticeState, "queued">;
  at: Date;
  code?: string;
  title?: string;
  pricingCategory?: string;
  billable?: boolean;
  /** What the provider charged, as it says it (Termii's cost). */
  cost?: string;
}

/**
 * Applies one receipt: its message's state moves only forward (a repeated or late receipt changes
 * nothing), and the notice's with it while the notice is on that message's channel. A message
 * that failed there moves the notice to its chain's next link once. Returns what it did.
 */
export async function applyReceipt(db: Db, r: Receipt): Promise<"unknown" | "unchanged" | "moved" | "fell back"> {
  await db.query(
    `insert into notice_receipts (provider_id, state, at, code, title, pricing_category, billable, cost)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (provider_id, state) do nothing`,
    [
      r.providerId,
      r.state,
      r.at,
      r.code ?? null,
      r.title ?? null,
      r.pricingCategory ?? null,
      r.billable ?? null,
      r.cost ?? null,
    ],
  );
  const outcome = await db.transaction(async (tx) => {
    const [send] = await tx.query<{ id: string; notice_id: string; channel: Channel; state: NoticeState }>(
      "select id, notice_id, channel, state from notice_sends where provider_id = $1 for update",
      [r.providerId],
    );
    if (!send) return "unknown" as const;
    const pricing = [r.pricingCategory ?? null, r.billable ?? null, r.cost ?? null];
    if (!moves(send.state, r.state)) {
      await tx.query(
        `update notice_sends set pricing_category = coalesce($2, pricing_category), billable = coalesce($3, billable),
                cost = coalesce($4, cost) where id = $1`,
        [send.id, ...pricing],
      );
      return "unchanged" as const;
    }
    await tx.query(
      `update notice_sends set state = $2, failure_code = coalesce($3, failure_code), failure_title = coalesce($4, failure_title),
              pricing_category = coalesce($5, pricing_category), billable = coalesce($6, billable), cost = coalesce($7, cost),
              receipt_at = $8
        where id = $1`,
      [send.id, r.state, r.code ?? null, r.title ?? null, ...pricing, r.at],
    );
    const [notice] = await tx.query<{ channel: Channel; state: NoticeState }>(
      "select channel, state from notices where id = $1 for update",
      [send.notice_id],
    );
    if (!notice || notice.channel !== send.channel || !moves(notice.state, r.state)) return "moved" as const;
    if (r.state === "failed") return { fallFrom: send.channel, noticeId: Number(send.notice_id) };
    await tx.query(
      `update notices set state = $2, updated_at = now(),
              next_attempt_at = case when $2 in ('delivered', 'read') then null else next_attempt_at end
        where id = $1`,
      [send.notice_id, r.state],
    );
    return "moved" as const;
  });
  if (typeof outcome === "string") return outcome;
  const failure = { code: r.code ?? "failed", title: r.title ?? "" };
  return (await fallBack(db, outcome.noticeId, outcome.fallFrom, failure)) ? "fell back" : "moved";
}

/** Her consent to WhatsApp or SMS updates: the words she ticked, where, for which order or appointment. */
export interface Consent {
  phone: string;
  wording: string;
  place: string;
  reference?: string;
  appointmentId?: number;
}

/** Keeps her consent (given again, it replaces the last and lifts a STOP). Pass the transaction that places the order. */
export async function keepConsent(tx: Db, c: Consent): Promise<void> {
  await tx.query(
    `insert into message_consents (phone, wording, place, order_reference, appointment_id) values ($1, $2, $3, $4, $5)
     on conflict (phone) do update set wording = excluded.wording, place = excluded.place,
       order_reference = excluded.order_reference, appointment_id = excluded.appointment_id,
       given_at = now(), stopped_at = null`,
    [c.phone, c.wording, c.place, c.reference ?? null, c.appointmentId ?? null],
  );
}

/** Which of these numbers may be written to now. */
export async function liveConsents(db: Db, phones: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ phone: string }>(
    "select phone from message_consents where phone = any($1::text[]) and stopped_at is null",
    [[...phones]],
  );
  return rows.map((r) => r.phone);
}

/** Whether this number may be written to now: it consented and has not said STOP since. */
export async function mayMessage(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    "select stopped_at is null as ok from message_consents where phone = $1",
    [phone],
  );
  return row?.ok === true;
}

/** She wrote STOP: no more notices to this number, those waiting withheld. Returns how many were withheld. */
export async function stopMessages(db: Db, phone: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into message_consents (phone, wording, place, stopped_at) values ($1, '', 'stop', now())
       on conflict (phone) do update set stopped_at = now()`,
      [phone],
    );
    const rows = await tx.query(
      `update notices set withheld_at = now(), next_attempt_at = null, updated_at = now()
        where phone = $1 and next_attempt_at is not null and state = 'queued' returning id`,
      [phone],
    );
    return rows.length;
  });
}

/** A notice withheld at send time: her consent is gone. */
export async function withholdNotice(db: Db, noticeId: number): Promise<void> {
  await db.query("update notices set withheld_at = now(), next_attempt_at = null, updated_at = now() where id = $1", [
    noticeId,
  ]);
}

/** The notices of these orders (every order's when none is named, newest first, at most `limit`). */
export function noticesOf(db: Db, references?: readonly string[], limit = 200): Promise<NoticeView[]> {
  return readNotices(db, { references: references ? [...references] : null, appointment: null }, limit);
}

/** The notices of one appointment, every start's, newest first. */
export function noticesOfAppointment(db: Db, appointmentId: number): Promise<NoticeView[]> {
  return readNotices(db, { references: null, appointment: appointmentId }, 200);
}

async function readNotices(
  db: Db,
  of: { references: string[] | null; appointment: number | null },
  limit: number,
): Promise<NoticeView[]> {
  const rows = await db.query<
    NoticeRow & {
      failure_code: string | null;
      failure_title: string | null;
      withheld_at: Date | null;
      created_at: Date;
      updated_at: Date;
      last_error: string | null;
      next_attempt_at: Date | null;
    }
  >(
    `select id, order_reference, appointment_id, purpose, phone, template, language, variables, sms_text, chain, channel, state,
            daytime_only, attempts, failure_code, failure_title, withheld_at, created_at, updated_at,
            last_error, next_attempt_at
       from notices where ($1::text[] is null or order_reference = any($1::text[]))
                      and ($3::bigint is null or appointment_id = $3)
      order by id desc limit $2`,
    [of.references, limit, of.appointment],
  );
  const ids = rows.map((r) => r.id);
  const sends = await db.query<{
    notice_id: string;
    channel: Channel;
    provider_id: string;
    state: NoticeState;
    failure_code: string | null;
    cost: string | null;
    receipt_at: Date | null;
  }>(
    `select notice_id, channel, provider_id, state, failure_code, cost, receipt_at from notice_sends
      where notice_id = any($1::bigint[]) order by id`,
    [ids],
  );
  return rows.map((r) => {
    const own = sends.filter((s) => s.notice_id === r.id || Number(s.notice_id) === Number(r.id));
    const current = own.filter((s) => s.channel === r.channel).at(-1);
    return {
      id: Number(r.id),
      reference: r.order_reference ?? "",
      appointmentId: r.appointment_id === null ? null : Number(r.appointment_id),
      purpose: r.purpose,
      phone: r.phone,
      channel: r.channel,
      state: r.state,
      failureCode: r.failure_code,
      failureTitle: r.failure_title,
      withheld: r.withheld_at !== null,
      ended: r.next_attempt_at === null,
      lastError: r.last_error,
      template: r.template,
      variables: json(r.variables),
      smsText: r.sms_text,
      createdAt: new Date(r.created_at),
      stateAt: new Date(current?.receipt_at ?? r.updated_at),
      sends: own.map((s) => ({
        channel: s.channel,
        providerId: s.provider_id,
        state: s.state,
        failureCode: s.failure_code,
        cost: s.cost,
      })),
    };
  });
}

/**
 * "Delete my data" in the notice ledger, in her deletion's transaction: the notices of these
 * orders lose her number and their words (one still waiting is withheld), and her numbers'
 * consents go. Returns how many notices changed.
 */
export async function eraseNoticesOf(tx: Db, references: readonly string[]): Promise<number> {
  if (references.length === 0) return 0;
  await tx.query(
    `delete from message_consents
      where order_reference = any($1::text[])
         or phone in (select phone from notices where order_reference = any($1::text[]) and phone <> '')`,
    [[...references]],
  );
  const rows = await tx.query(
    `update notices set phone = '', variables = '[]'::jsonb, sms_text = '', next_attempt_at = null,
            withheld_at = case when state = 'queued' then coalesce(withheld_at, now()) else withheld_at end,
            updated_at = now()
      where order_reference = any($1::text[]) and phone <> '' returning id`,
    [[...references]],
  );
  return rows.length;
}

/**
 * "Delete my data" for her appointments, in her deletion's transaction, before their numbers are
 * erased: their notices lose her number and their words (one still waiting is withheld), and the
 * consents of their numbers (`phones`) or given when booking them go. Returns how many notices changed.
 */
export async function eraseNoticesOfAppointments(
  tx: Db,
  ids: readonly number[],
  phones: readonly string[],
): Promise<number> {
  if (ids.length === 0 && phones.length === 0) return 0;
  await tx.query(
    `delete from message_consents
      where appointment_id = any($1::bigint[]) or phone = any($2::text[])
         or phone in (select phone from notices where appointment_id = any($1::bigint[]) and phone <> '')`,
    [[...ids], [...phones]],
  );
  const rows = await tx.query(
    `update notices set phone = '', variables = '[]'::jsonb, sms_text = '', next_attempt_at = null,
            withheld_at = case when state = 'queued' then coalesce(withheld_at, now()) else withheld_at end,
            updated_at = now()
      where appointment_id = any($1::bigint[]) and phone <> '' returning id`,
    [[...ids]],
  );
  return rows.length;
}

/** One channel's messages since an instant: how many went, reached her, failed, were billable, and Termii's cost. */
export interface ChannelMonth {
  channel: Channel;
  sent: number;
  arrived: number;
  failed: number;
  billable: number;
  /** The providers' own cost figures added up as they give them (Termii's, in its account's unit); null when none gave one. */
  cost: string | null;
}

/** The messages the providers took since `since`, by channel. */
export async function messagesSince(db: Db, since: Date): Promise<ChannelMonth[]> {
  const rows = await db.query<{
    channel: Channel;
    sent: number;
    arrived: number;
    failed: number;
    billable: number;
    cost: string | null;
  }>(
    `select channel, count(*)::int as sent,
            count(*) filter (where state in ('delivered', 'read'))::int as arrived,
            count(*) filter (where state = 'failed')::int as failed,
            count(*) filter (where billable)::int as billable,
            sum(cost::numeric) filter (where cost ~ '^[0-9]+(\\.[0-9]+)?$')::text as cost
       from notice_sends where sent_at >= $1 group by channel order by channel desc`,
    [since],
  );
  return rows.map((r) => ({ ...r, sent: Number(r.sent), arrived: Number(r.arrived), failed: Number(r.failed) }));
}
