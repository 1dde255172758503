import { randomBytes } from "node:crypto";
import { isFreeToChange } from "~/features/calendar/cancel-terms";
import { closedSet } from "~/features/calendar/closed-days";
import { checkSlot, DAYS_AHEAD, openSlots, type Slot } from "~/features/calendar/slots";
import { slotWords } from "~/features/calendar/slot-words";
import { codeFromBytes, CODE_LENGTH, formatCode } from "~/features/credit";
import { formatPrice } from "~/features/currency";
import { addDays, instantOfLagosTime, lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { paystackConfig } from "../adapters/paystack.server";
import { addEntry, insertCode } from "../credit/store.server";
import { queueAlert } from "../outbox/store.server";
import { paymentsOf } from "../payments/store.server";
import { startRefund } from "../refunds/outgoing-refunds.server";
import { findOrder } from "../orders/store/index.server";
import { appointmentPath, queueAppointmentEmail } from "./emails.server";
import { feeMoved } from "./fee-to-order.server";
import {
  findByKey,
  findType,
  lockAppointment,
  lockType,
  readClosedDays,
  seatsAt,
  seatsTaken,
  setAppointment,
  weeklyHours,
  type Appointment,
} from "./store/index.server";

/** The slots of a type with room left from now, and the facts they were made from. */
export async function slotsOfType(db: Db, typeId: number, now = new Date(), noticeHours?: number): Promise<Slot[]> {
  const type = await findType(db, typeId);
  if (!type || type.retired) return [];
  const today = lagosDayOf(now);
  const [hours, closed, taken] = await Promise.all([
    weeklyHours(db),
    readClosedDays(db, today, addDays(today, DAYS_AHEAD + 1)).then(closedSet),
    seatsTaken(db, typeId, now, now),
  ]);
  return openSlots({ type, hours, closed, taken, now, noticeHours });
}

/** Where her fee stands: none to pay, waiting for it, or paid. */
async function feeStage(db: Db, a: Appointment): Promise<"none" | "unpaid" | "paid"> {
  if (!a.feeOrder) return "none";
  const paid = (await paymentsOf(db, a.feeOrder)).some((p) => p.status === "succeeded");
  return paid ? "paid" : "unpaid";
}

/** Her page: the appointment, whether moving or cancelling is still free, and the times she may move to. */
export async function appointmentPage(db: Db, key: string, now = new Date(), noticeHours?: number) {
  const a = await findByKey(db, key);
  if (!a) return undefined;
  const fee = await feeStage(db, a);
  const open = a.status === "booked" || a.status === "unseated" || a.status === "held";
  const free = a.status === "unseated" || isFreeToChange(a.startsAt, a.cutoffHours, now);
  const movable = a.status === "unseated" || (a.status === "booked" && free);
  const slots = movable
    ? (await slotsOfType(db, a.typeId, now, noticeHours)).filter((s) => s.startsAt.getTime() !== a.startsAt.getTime())
    : [];
  return {
    a,
    fee,
    open,
    free,
    movable,
    slots,
    testPay: a.feeOrder ? (await findOrder(db, a.feeOrder))?.isTest === true : false,
  };
}

export type ManageResult = { ok: true; done: string } | { ok: false; error: string };

/**
 * Moves her appointment to another start of its type with room, before its cut-off (or at any
 * time when the start she paid for filled meanwhile): under the type's lock and the
 * appointment's, the new start is checked as a booking is and given the lowest free seat; its
 * confirmation is queued again for the new time.
 */
export async function moveAppointment(
  { env, db }: { env: Env; db: Db },
  key: string,
  slotText: string,
  now = new Date(),
): Promise<ManageResult> {
  const found = await findByKey(db, key);
  if (!found) return { ok: false, error: "That appointment was not found." };
  const startsAt = instantOfLagosTime(slotText.trim());
  if (!startsAt) return { ok: false, error: "Choose a new time." };
  const today = lagosDayOf(now);
  const [hours, closed] = await Promise.all([
    weeklyHours(db),
    readClosedDays(db, today, addDays(today, DAYS_AHEAD + 1)).then(closedSet),
  ]);
  return db.transaction(async (tx): Promise<ManageResult> => {
    const type = await lockType(tx, found.typeId);
    const a = await lockAppointment(tx, found.id);
    if (!type || !a) return { ok: false, error: "That appointment was not found." };
    if (a.status !== "booked" && a.status !== "unseated")
      return {
        ok: false,
        error: a.status === "held" ? "Pay the fee first, then move it." : "This appointment has ended.",
      };
    if (a.status === "booked" && !isFreeToChange(a.startsAt, type.cutoffHours, now))
      return { ok: false, error: "It is past the time to move it online: message us on WhatsApp and we will help." };
    if (startsAt.getTime() === a.startsAt.getTime())
      return { ok: false, error: "Choose a time other than the one you have." };
    const seats = await seatsAt(tx, type.id, startsAt, now);
    const check = checkSlot(
      {
        type,
        hours,
        closed,
        taken: new Map([[startsAt.getTime(), seats.length]]),
        now,
        noticeHours: env.APPOINTMENT_NOTICE_HOURS,
      },
      startsAt,
    );
    if (!check.ok) return { ok: false, error: check.error };
    let seat = 1;
    while (seats.includes(seat)) seat++;
    await setAppointment(tx, a.id, { status: "booked", seat, startsAt, endsAt: check.slot.endsAt });
    await queueAppointmentEmail(
      tx,
      { ...a, startsAt },
      {
        kind: "moved",
        status: "appointment moved",
        note: `Your ${a.typeName.toLowerCase()} is now ${slotWords(startsAt)}.`,
      },
      env.SITE_URL,
    );
    return { ok: true, done: "moved" };
  });
}

/** Store credit for her fee, from its order, once (keyed by the appointment), its code emailed. */
async function feeAsCredit(tx: Db, a: Appointment, siteUrl: string): Promise<void> {
  const code = codeFromBytes(randomBytes(CODE_LENGTH));
  const saved = await insertCode(tx, { code, email: a.email, kind: "credit" });
  const added = await addEntry(tx, {
    codeId: saved.id,
    amount: a.fee,
    kind: "issued",
    orderReference: a.feeOrder!,
    who: "shop",
    why: `The fee of a cancelled ${a.typeName.toLowerCase()} (${slotWords(a.startsAt)}), kept as store credit.`,
    movementKey: `appointment:${a.id}`,
  });
  if (!added) throw new Error(`The fee of appointment ${a.id} was turned into credit twice`);
  await queueAlert(tx, `appointment-credit:${a.id}`, "customer", {
    to_email: a.email,
    to_name: a.name,
    reference: a.feeOrder!,
    status: "store credit",
    order_summary: `Store credit code ${formatCode(code)}: ${formatPrice(a.fee)}, from the fee of your ${a.typeName.toLowerCase()}.`,
    total: formatPrice(a.fee),
    order_url: `${siteUrl.replace(/\/+$/, "")}${appointmentPath(a.key)}`,
    note: "Keep this email: the code is shown nowhere else. Type it at the checkout.",
  });
}

/**
 * Cancels her appointment and lets its seat go. Before the cut-off a paid fee goes back through
 * the refunds flow (stored before Paystack is asked, keyed by the appointment, so twice sends
 * once) or, if she prefers, becomes store credit; after it, the fee becomes store credit. A fee
 * moved onto the order she named stays counted there; an unpaid hold just ends.
 */
export async function cancelAppointment(
  { env, db }: { env: Env; db: Db },
  key: string,
  prefer: "refund" | "credit",
  now = new Date(),
): Promise<ManageResult> {
  const found = await findByKey(db, key);
  if (!found) return { ok: false, error: "That appointment was not found." };
  if (!["held", "booked", "unseated"].includes(found.status))
    return { ok: false, error: "This appointment has already ended." };
  // A fee moved onto the order she named stays there, counted towards it.
  const paid = (await feeStage(db, found)) === "paid" && !(await feeMoved(db, found));
  const free = found.status === "unseated" || isFreeToChange(found.startsAt, found.cutoffHours, now);
  const outcome = !paid ? undefined : free && prefer === "refund" ? "refund" : "credit";
  if (outcome === "refund") {
    const order = await findOrder(db, found.feeOrder!);
    const payment = (await paymentsOf(db, found.feeOrder!)).find(
      (p) => p.status === "succeeded" && p.kind !== "credit",
    );
    if (!order || !payment)
      return { ok: false, error: "We could not find the fee's payment: message us and we will help." };
    const refunded = await startRefund(db, paystackConfig(env), order, {
      paymentReference: payment.reference,
      amount: String(found.fee),
      reason: `Appointment cancelled before its cut-off (${slotWords(found.startsAt)}).`,
      key: `appointment-${found.id}-refund`,
    });
    if (!refunded.ok)
      return {
        ok: false,
        error: `The refund could not be started (${refunded.error}). Choose store credit, or message us.`,
      };
  }
  return db.transaction(async (tx): Promise<ManageResult> => {
    await lockType(tx, found.typeId);
    const a = await lockAppointment(tx, found.id);
    if (!a || !["held", "booked", "unseated"].includes(a.status)) return { ok: true, done: "cancelled" };
    if (outcome === "credit") await feeAsCredit(tx, a, env.SITE_URL);
    await setAppointment(tx, a.id, { status: "cancelled", ...(outcome ? { feeOutcome: outcome } : {}) });
    await queueAppointmentEmail(
      tx,
      a,
      {
        kind: "cancelled",
        status: "appointment cancelled",
        note:
          outcome === "refund"
            ? `Cancelled: your ${formatPrice(a.fee)} fee goes back to your card.`
            : outcome === "credit"
              ? `Cancelled: your ${formatPrice(a.fee)} fee is store credit, its code in a separate email.`
              : "Cancelled.",
      },
      env.SITE_URL,
    );
    return { ok: true, done: "cancelled" };
  });
}
