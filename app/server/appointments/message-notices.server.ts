// An appointment's notices on WhatsApp or SMS (docs/messages.md): stored beside its email, in the
// same transaction, for a number that consented; once per appointment, purpose and start.
import { appointmentPurposeOf } from "~/features/notices/purposes";
import type { Db } from "../db/db.server";
import { storeMessage } from "../notices/store-message.server";
import type { Appointment } from "./store/index.server";

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
  return storeMessage(
    tx,
    { reference: "", appointment: { id: a.id, startsAt: a.startsAt }, phone: a.phone },
    purpose,
    async () => [a.typeName.toLowerCase(), when],
  );
}
