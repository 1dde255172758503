import { emailOfNotice, isOrderEmail, NOTICE_TEMPLATE, type OrderEmail } from "~/features/orders";
import type { Db } from "~/server/db/db.server";
import { TEMPLATE_VARIABLES, type TemplateName } from "~/server/adapters/emailjs.server";
import { noticeRelays } from "~/server/outbox/store.server";

/** What the owner reads of an order's emails. */
export interface OrderActivity {
  emails: string[];
}

const NOTICE_WORDS: Record<OrderEmail, string> = {
  "owner-paid": "To you: paid",
  "owner-review": "To you: in review",
  "owner-expired": "To you: expired",
  "owner-money-to-return": "To you: money to return",
  "customer-paid": "To the shopper: confirmed",
  "customer-shipped": "To the shopper: shipped",
  "customer-ready": "To the shopper: ready",
  "customer-balance-soon": "To the shopper: balance due soon",
  "customer-balance-due": "To the shopper: balance due, last reminder",
  "owner-balance-overdue": "To you: balance overdue",
  "customer-unpaid": "To the shopper: not paid yet",
  "customer-quote": "To the shopper: her quote's link",
};

/**
 * Each order's emails (sent, or why not yet: a template that is not set, EmailJS's last refusal),
 * for the owner's page.
 */
export async function orderActivity(
  db: Db,
  references: string[],
  unsetTemplates: readonly TemplateName[] = [],
): Promise<Map<string, OrderActivity>> {
  const activity = new Map<string, OrderActivity>(references.map((r) => [r, { emails: [] }]));
  if (references.length === 0) return activity;
  for (const e of await noticeRelays(db, references)) {
    const { email: kind, part } = emailOfNotice(e.notice);
    if (!isOrderEmail(kind)) continue;
    const template = NOTICE_TEMPLATE[kind];
    const state =
      e.status === "sent"
        ? "sent"
        : unsetTemplates.includes(template)
          ? `not relayed: ${TEMPLATE_VARIABLES[template]} is not set`
          : `not relayed yet${e.attempts ? ` (${e.attempts} attempts${e.lastError ? `: ${e.lastError}` : ""})` : ""}`;
    const ofPart = part ? ` (part ${part})` : "";
    activity.get(e.reference)?.emails.push(`${NOTICE_WORDS[kind]}${ofPart}, ${state}`);
  }
  return activity;
}
