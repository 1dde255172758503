import { randomBytes } from "node:crypto";
import { nairaToKobo } from "~/features/checkout/pricing";
import { readBookingForm, type BookingField } from "~/features/appointments/booking-form";
import { closedSet } from "~/features/appointments/closed-days";
import { checkSlot, DAYS_AHEAD } from "~/features/appointments/slots";
import { feeLineName } from "~/features/appointments/slot-words";
import { holdLapsesAt } from "~/features/stock";
import { addDays, lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit } from "../base/rate-limit.server";
import { storeNewOrder } from "../orders/new-order.server";
import { findOrder } from "../orders/store/index.server";
import { CONSENT_WORDING, MESSAGE_CONSENT, tickedIn } from "~/features/notices/consent";
import { internationalDigits } from "~/features/whatsapp";
import { keepConsent } from "../notices/store.server";
import { queueConfirmation } from "./emails.server";
import {
  findType,
  insertAppointment,
  lockType,
  readClosedDays,
  seatsAt,
  weeklyHours,
  type NewAppointment,
} from "./store/index.server";

const BOOKING_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;
/** States of an order a fee can no longer count towards. */
const ENDED = ["cancelled", "refunded", "expired"];

export type BookResult =
  | { ok: true; key: string; feeOrder: string | null }
  | { ok: false; status: number; errors: Partial<Record<BookingField | "form", string>> };

class Refused extends Error {}

/** The lowest seat number not taken (1 …). */
const freeSeat = (taken: readonly number[]) => {
  let seat = 1;
  while (taken.includes(seat)) seat++;
  return seat;
};

/**
 * Books a seat from the shopper's form. Checked first (fields, the type, the order she names,
 * which must not have ended); then, in one transaction under the type's row lock, the start is
 * checked against her hours, closed days, the notice and the seats still taken, and the lowest
 * free seat stored (unique per type and start, so no two servers sell one). A type with a fee
 * stores its order (origin 'appointment') in that same transaction, its first payment written by
 * the orders' trigger before Paystack is asked, and holds the seat as pieces are held; one without
 * is booked at once and its confirmation queued.
 */
export async function bookAppointment(
  { env, db }: { env: Env; db: Db },
  form: Record<string, string | undefined>,
  opts: { clientAddress?: string; now?: Date } = {},
): Promise<BookResult> {
  const now = opts.now ?? new Date();
  const read = readBookingForm(form);
  const type = await findType(db, Number(form.type));
  if (!type || type.retired)
    return { ok: false, status: 400, errors: { form: "Choose one of the appointments offered." } };
  if (!read.ok) return { ok: false, status: 400, errors: read.errors };
  const ask = read.value;
  if (ask.forOrder) {
    const order = await findOrder(db, ask.forOrder);
    if (!order)
      return {
        ok: false,
        status: 400,
        errors: { forOrder: `We found no order ${ask.forOrder}: check it, or leave it empty.` },
      };
    if (ENDED.includes(order.status))
      return {
        ok: false,
        status: 409,
        errors: { forOrder: `Order ${ask.forOrder} has ended (${order.status}): book without it, or message us.` },
      };
  }
  const allowed = await hit(db, { key: addressLimitKey("appointments", opts.clientAddress), ...BOOKING_RATE_LIMIT });
  if (!allowed.ok)
    return {
      ok: false,
      status: 429,
      errors: { form: "Too many bookings from here just now: try again in a few minutes." },
    };
  const today = lagosDayOf(now);
  const [hours, closed] = await Promise.all([
    weeklyHours(db),
    readClosedDays(db, today, addDays(today, DAYS_AHEAD + 1)).then(closedSet),
  ]);
  const key = randomBytes(16).toString("hex");

  /** Under the type's lock: the seat checked and chosen. */
  const seatFor = async (tx: Db) => {
    const locked = await lockType(tx, type.id);
    if (!locked || locked.retired) throw new Refused("That appointment is no longer offered.");
    const seats = await seatsAt(tx, type.id, ask.startsAt, now);
    const check = checkSlot(
      {
        type: locked,
        hours,
        closed,
        taken: new Map([[ask.startsAt.getTime(), seats.length]]),
        now,
        noticeHours: env.APPOINTMENT_NOTICE_HOURS,
      },
      ask.startsAt,
    );
    if (!check.ok) throw new Refused(check.error);
    return { locked, seat: freeSeat(seats), endsAt: check.slot.endsAt };
  };
  const row = (s: Awaited<ReturnType<typeof seatFor>>, feeOrder: string | null): NewAppointment => ({
    key,
    typeId: type.id,
    startsAt: ask.startsAt,
    endsAt: s.endsAt,
    seat: s.seat,
    holdUntil: feeOrder ? holdLapsesAt(now, Number.POSITIVE_INFINITY) : null,
    name: ask.name,
    email: ask.email,
    phone: ask.phone,
    forOrder: ask.forOrder,
    fee: feeOrder ? nairaToKobo(s.locked.fee) : 0,
    feeOrder,
    zone: ask.zone,
  });
  // Her tick for WhatsApp or SMS updates, kept with its words, time and place, before her confirmation.
  const consent = async (tx: Db, appointmentId: number) => {
    if (tickedIn(form[MESSAGE_CONSENT.field]))
      await keepConsent(tx, {
        phone: internationalDigits(ask.phone),
        wording: CONSENT_WORDING.booking,
        place: "booking",
        appointmentId,
      });
  };
  try {
    if (type.fee === 0) {
      await db.transaction(async (tx) => {
        const s = await seatFor(tx);
        const id = await insertAppointment(tx, row(s, null));
        await consent(tx, id);
        await queueConfirmation(
          tx,
          {
            id,
            key,
            typeName: s.locked.name,
            startsAt: ask.startsAt,
            name: ask.name,
            email: ask.email,
            phone: ask.phone,
            fee: 0,
            feeOrder: null,
            zone: ask.zone,
          },
          env.SITE_URL,
        );
      });
      return { ok: true, key, feeOrder: null };
    }
    const feeOrder = await storeNewOrder({ env, db }, async (tx, insert) => {
      const s = await seatFor(tx);
      const [first, ...rest] = ask.name.split(/\s+/);
      const placed = await insert({
        customer: {
          email: ask.email,
          firstName: first ?? ask.name,
          lastName: rest.join(" "),
          phone: ask.phone,
          address: "",
          city: "",
          postcode: "",
          state: "",
          country: "",
          comments: ask.forOrder ? `Counts towards order ${ask.forOrder}.` : "",
        },
        items: [
          {
            productId: 0,
            name: feeLineName(s.locked.name, ask.startsAt),
            size: "",
            quantity: 1,
            unitPrice: nairaToKobo(s.locked.fee),
            lineTotal: nairaToKobo(s.locked.fee),
            appointment: true,
          },
        ],
        amountMinor: nairaToKobo(s.locked.fee),
        clientAddress: opts.clientAddress,
        appointment: true,
      });
      await consent(tx, await insertAppointment(tx, row(s, placed.reference)));
      return placed.reference;
    });
    return { ok: true, key, feeOrder };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: 409, errors: { slot: error.message } };
    throw error;
  }
}
