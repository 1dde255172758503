import { ORDER_STATE_LABELS, type EventSource, type OrderState } from "~/features/orders";
import { NOTICE_TEMPLATE, type Notice } from "~/features/orders/notice-params";
import type { Db } from "../db/db.server";
import { TEMPLATE_VARIABLES, type TemplateName } from "../adapters/emailjs.server";

/** What the owner reads of an order's emails and history. */
export interface OrderActivity {
  emails: string[];
  history: string[];
}

const NOTICE_WORDS: Record<Notice, string> = {
  "owner-paid": "To you: paid",
  "owner-review": "To you: in review",
  "owner-expired": "To you: expired",
  "owner-money-to-return": "To you: money to return",
  "customer-paid": "To the shopper: confirmed",
  "customer-shipped": "To the shopper: shipped",
  "customer-ready": "To the shopper: ready",
};
const SOURCE_WORDS: Record<EventSource, string> = {
  verify: "checkout",
  webhook: "Paystack webhook",
  reconcile: "shop's re-check",
  owner: "you",
};
const when = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Lagos" });

/**
 * Each order's emails (sent, or why not yet: a template that is not set, EmailJS's last refusal)
 * and its history of states, for the owner's page.
 */
export async function orderActivity(
  db: Db,
  references: string[],
  unsetTemplates: readonly TemplateName[] = [],
): Promise<Map<string, OrderActivity>> {
  const activity = new Map<string, OrderActivity>(references.map((r) => [r, { emails: [], history: [] }]));
  if (references.length === 0) return activity;
  const emails = await db.query<{
    order_reference: string;
    notice: Notice;
    status: string;
    attempts: number;
    last_error: string | null;
  }>(
    `select order_reference, notice, status, attempts, last_error from outbox
      where order_reference = any($1::text[]) order by id`,
    [references],
  );
  for (const e of emails) {
    const template = NOTICE_TEMPLATE[e.notice];
    const state =
      e.status === "sent"
        ? "sent"
        : unsetTemplates.includes(template)
          ? `not relayed: ${TEMPLATE_VARIABLES[template]} is not set`
          : `not relayed yet${e.attempts ? ` (${e.attempts} attempts${e.last_error ? `: ${e.last_error}` : ""})` : ""}`;
    activity.get(e.order_reference)?.emails.push(`${NOTICE_WORDS[e.notice]}, ${state}`);
  }
  const events = await db.query<{
    reference: string;
    at: Date;
    from_status: OrderState;
    to_status: OrderState;
    source: EventSource;
    note: string | null;
  }>(
    `select reference, at, from_status, to_status, source, note from order_events
      where reference = any($1::text[]) order by at, id`,
    [references],
  );
  for (const e of events) {
    const line = `${when.format(e.at)}: ${ORDER_STATE_LABELS[e.from_status]} → ${ORDER_STATE_LABELS[e.to_status]} (${SOURCE_WORDS[e.source]})`;
    activity.get(e.reference)?.history.push(e.note ? `${line}. ${e.note}` : line);
  }
  return activity;
}
