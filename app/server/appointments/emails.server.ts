import { atelierAddress } from "~/features/appointments/calendar-links";
import { slotWordsWithHers } from "~/features/appointments/her-zone";
import { formatMoney, money } from "~/features/currency";
import type { Db } from "../db/db.server";
import { queueAlert } from "../outbox/store.server";
import { queueAppointmentMessage } from "./message-notices.server";
import type { Appointment } from "./store/index.server";

/** Her page's address. */
export const appointmentPath = (key: string) => `/appointments/${key}`;

type Mail = Pick<
  Appointment,
  "id" | "key" | "typeName" | "startsAt" | "name" | "email" | "phone" | "fee" | "feeOrder" | "zone"
>;

/** "Tue 1 Dec, 11:15 WAT · 10:15 in London": a start in her emails, her time beside Lagos's as her page shows it. */
export const herSlotWords = (a: Pick<Appointment, "zone">, at: Date) => slotWordsWithHers(at, a.zone);

/**
 * Queues one email about an appointment through the outbox, keyed by the appointment, what it
 * says and its start: two servers, a webhook and the re-check queue it once; a move (a new start)
 * writes again. Times are Lagos's with hers beside them (the zone she booked in). Its WhatsApp/SMS
 * notice (booked, moved, the reminders) is stored beside it for a number that consented, once per
 * start as well. Returns whether the email was new.
 */
export async function queueAppointmentEmail(
  tx: Db,
  a: Mail,
  what: { kind: string; status: string; note: string },
  siteUrl: string,
  dueAt?: Date,
): Promise<boolean> {
  const url = `${siteUrl.replace(/\/+$/, "")}${appointmentPath(a.key)}`;
  await queueAppointmentMessage(tx, a, what.kind, herSlotWords(a, a.startsAt));
  return queueAlert(
    tx,
    `appointment-${what.kind}:${a.id}:${a.startsAt.getTime()}`,
    "customer",
    {
      to_email: a.email,
      to_name: a.name,
      reference: a.feeOrder ?? `appointment ${a.id}`,
      status: what.status,
      order_summary: `${a.typeName}: ${herSlotWords(a, a.startsAt)}, at the Hazel atelier, ${atelierAddress()}.`,
      total: formatMoney(money(a.fee, "NGN")),
      order_url: url,
      note: `${what.note} See, move or cancel it: ${url}`,
    },
    dueAt,
  );
}

/** The booking's confirmation. */
export const queueConfirmation = (tx: Db, a: Mail, siteUrl: string) =>
  queueAppointmentEmail(
    tx,
    a,
    { kind: "booked", status: "appointment booked", note: `Your ${a.typeName.toLowerCase()} is booked.` },
    siteUrl,
  );
