import type { Db } from "../db/db.server";
import type { TemplateName } from "../adapters/emailjs.server";

/** What caused one email of the outbox: the same four kinds the relay sends. */
type EmailCause =
  | { kind: "message"; messageId: number }
  | { kind: "order"; reference: string; notice: string }
  | { kind: "alert"; alertKey: string }
  | { kind: "list"; memberId: number; email: string };

/** One email as the outbox keeps it, for the owner to read: its cause, its parameters as queued, how far it got. */
export interface KeptEmail {
  id: number;
  template: TemplateName;
  cause: EmailCause;
  /** The parameters fixed when it was queued (an alert's are the whole email). */
  params: Record<string, string>;
  status: "pending" | "sent" | "withheld";
  attempts: number;
  /** EmailJS's last refusal, or why a list's email was withheld. */
  lastError: string | null;
  queuedAt: Date;
  /** Not sent before this instant (a gift card for its day; a retry after a refusal). */
  dueAt: Date;
  sentAt: Date | null;
}

type Row = {
  id: string;
  template: TemplateName;
  message_id: string | null;
  order_reference: string | null;
  notice: string | null;
  alert_key: string | null;
  list_member_id: string | null;
  list_email: string | null;
  params: Record<string, string> | string | null;
  status: KeptEmail["status"];
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
};

const COLUMNS = `id, template, message_id, order_reference, notice, alert_key, list_member_id, list_email, params,
  status, attempts, last_error, created_at, next_attempt_at, sent_at`;

function causeOf(r: Row): EmailCause {
  if (r.alert_key) return { kind: "alert", alertKey: r.alert_key };
  if (r.list_member_id && r.list_email)
    return { kind: "list", memberId: Number(r.list_member_id), email: r.list_email };
  if (r.order_reference && r.notice) return { kind: "order", reference: r.order_reference, notice: r.notice };
  return { kind: "message", messageId: Number(r.message_id) };
}

const toKept = (r: Row): KeptEmail => ({
  id: Number(r.id),
  template: r.template,
  cause: causeOf(r),
  params: typeof r.params === "string" ? (JSON.parse(r.params) as Record<string, string>) : (r.params ?? {}),
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  queuedAt: new Date(r.created_at),
  dueAt: new Date(r.next_attempt_at),
  sentAt: r.sent_at === null ? null : new Date(r.sent_at),
});

/**
 * One page of every email the outbox holds, newest first, older than the email `before` (from the
 * newest without it): by the primary key alone, so any page of a large outbox is one index range.
 * `older` is the `before` of the next page, null on the last.
 */
export async function keptEmails(
  db: Db,
  { before, limit }: { before?: number; limit: number },
): Promise<{ emails: KeptEmail[]; older: number | null }> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from outbox where $1::bigint is null or id < $1 order by id desc limit $2`,
    [before ?? null, limit + 1],
  );
  const emails = rows.slice(0, limit).map(toKept);
  return { emails, older: rows.length > limit ? emails.at(-1)!.id : null };
}

/**
 * The emails about one order, oldest first: its notices and reminders, and the alerts that name it
 * as their `reference` (its store credit, a gift card it bought, an aso-ebi share's reminder).
 */
export async function emailsAboutOrder(db: Db, reference: string): Promise<KeptEmail[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from outbox where order_reference = $1
     union all
     select ${COLUMNS} from outbox where alert_key is not null and params ->> 'reference' = $1
     order by id`,
    [reference],
  );
  return rows.map(toKept);
}
