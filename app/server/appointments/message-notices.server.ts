// An appointment's notices on WhatsApp or SMS (docs/messages.md): stored beside its email, in the
// same transaction, for a number that consented; once per appointment, purpose and start.
import { appointmentPurposeOf, MESSAGE_TEMPLATES, smsText } from "~/features/notices/purposes";
import { internationalDigits } from "~/features/whatsapp";
import type { Db } from "../db/db.server";
import { mayMessage, storeNotice } from "../notices/store.server";
import type { Appointment } from "./store/index.server";

/** WhatsApp first, then SMS; the email goes beside them whatever they do. */
const CHAIN = ["whatsapp", "sms"] as const;

type Of = Pick<Appointment, "id" | "typeName" | "startsAt" | "phone">;

/**
 * Stores the WhatsApp/SMS notice of an appointment email of this kind (booked, moved, its
 * reminders; the others stay emails) when her number consented and has not said STOP: once per
 * appointment, purpose and start, so a second sight of a booking adds nothing and a move writes
 * again. `when` is the start in her email's words. Returns whether one was stored.
 */
export async function queueAppointmentMessage(tx: Db, a: Of, kind: string, when: string): Promise<boolean> {
  const purpose = appointmentPurposeOf(kind);
  if (!purpose) return false;
  const phone = internationalDigits(a.phone);
  if (phone.length < 8 || !(await mayMessage(tx, phone))) return false;
  const template = MESSAGE_TEMPLATES[purpose];
  const variables = [a.typeName.toLowerCase(), when];
  return storeNotice(tx, {
    reference: "",
    appointment: { id: a.id, startsAt: a.startsAt },
    purpose,
    phone,
    template: template.name,
    language: template.language,
    variables,
    smsText: smsText(purpose, variables),
    chain: CHAIN,
    daytimeOnly: template.reminder,
  });
}
