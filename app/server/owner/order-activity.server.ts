import { ORDER_STATE_LABELS, type EventSource } from "~/features/orders";
import { NOTICE_TEMPLATE, type Notice } from "~/features/orders/notice-params";
import type { Db } from "../db/db.server";
import { TEMPLATE_VARIABLES, type TemplateName } from "../adapters/emailjs.server";
import { historiesOf } from "../orders/store/index.server";
import { noticeRelays } from "../outbox/outbox.server";

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
  for (const e of await noticeRelays(db, references)) {
    const template = NOTICE_TEMPLATE[e.notice];
    const state =
      e.status === "sent"
        ? "sent"
        : unsetTemplates.includes(template)
          ? `not relayed: ${TEMPLATE_VARIABLES[template]} is not set`
          : `not relayed yet${e.attempts ? ` (${e.attempts} attempts${e.lastError ? `: ${e.lastError}` : ""})` : ""}`;
    activity.get(e.reference)?.emails.push(`${NOTICE_WORDS[e.notice]}, ${state}`);
  }
  for (const e of await historiesOf(db, references)) {
    const line = `${when.format(e.at)}: ${ORDER_STATE_LABELS[e.from]} → ${ORDER_STATE_LABELS[e.to]} (${SOURCE_WORDS[e.source]})`;
    activity.get(e.reference)?.history.push(e.note ? `${line}. ${e.note}` : line);
  }
  return activity;
}
