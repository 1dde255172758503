// One notice in its template's words (docs/messages.md), stored for a number that consented.
import { MESSAGE_TEMPLATES, smsText, templateOf, type MessagePurpose } from "~/features/notices/purposes";
import { internationalDigits } from "~/features/whatsapp";
import type { Db } from "../db/db.server";
import { mayMessage, storeNotice, type NewNotice } from "./store.server";

/** WhatsApp first, then SMS; the email goes beside them whatever they do. */
const CHAIN = ["whatsapp", "sms"] as const;

/**
 * Stores one notice of an order (`reference`, a plan's `part` apart) or an appointment on WhatsApp, then SMS, when her
 * number consented and has not said STOP; its variables are read only then. Pass the transaction
 * that queues its email. Returns whether one was stored.
 */
export async function storeMessage(
  tx: Db,
  to: Pick<NewNotice, "reference" | "appointment" | "part"> & { phone: string },
  purpose: MessagePurpose,
  variablesOf: () => Promise<string[]>,
): Promise<boolean> {
  const phone = internationalDigits(to.phone);
  if (phone.length < 8 || !(await mayMessage(tx, phone))) return false;
  const variables = await variablesOf();
  // Her own account named: that template's name (its words approved apart).
  const template = templateOf(purpose, variables);
  return storeNotice(tx, {
    ...to,
    purpose,
    phone,
    template: template.name,
    language: template.language,
    variables,
    smsText: smsText(purpose, variables),
    chain: CHAIN,
    daytimeOnly: MESSAGE_TEMPLATES[purpose].reminder,
  });
}
