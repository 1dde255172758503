import { randomBytes } from "node:crypto";
import { alreadyCancelledWords, type CancelDone } from "~/features/appointments/cancel-words";
import { isFreeToChange } from "~/features/appointments/cancel-terms";
import { closedSet } from "~/features/appointments/closed-days";
import { checkSlot, DAYS_AHEAD, openSlots, type Slot } from "~/features/appointments/slots";
import { feeLineName, slotWords } from "~/features/appointments/slot-words";
import { codeFromBytes, CODE_LENGTH, formatCode } from "~/features/credit";
import { formatMoney, money } from "~/features/currency";
import { capFor } from "~/features/order-account";
import type { Order } from "~/features/orders";
import { addDays, instantOfLagosTime, lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { paystackConfig } from "../adapters/paystack.server";
import { addEntry, insertCode } from "../credit/store.server";
import { queueAlert } from "../outbox/store.server";
import { readOrderAccount } from "../payments/account.server";
import { paymentsOf } from "../payments/store.server";
import { sendStoredRefund, storeRefund } from "../refunds/outgoing-refunds.server";
import type { Refund } from "../refunds/store.server";
import { applyChange } from "../orders/change-state.server";
import { findOrder, lockOrder, renameFeeLine } from "../orders/store/index.server";
import { appointmentPath, herSlotWords, queueAppointmentEmail } from "./emails.server";
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

/** A time to book, and whether, booked now, it could still be moved or cancelled for free. */
type SlotToBook = Slot & { freeToChange: boolean };

/**
 * The slots of a type with room left from now, and the facts they were made from; each says
 * whether its free move-or-cancel time is still ahead (a cut-off longer than the notice leaves
 * the first times inside it).
 */
export async function slotsOfType(
  db: Db,
  typeId: number,
  now = new Date(),
  noticeHours?: number,
): Promise<SlotToBook[]> {
  const type = await findType(db, typeId);
  if (!type || type.retired) return [];
  const today = lagosDayOf(now);
  const [hours, closed, taken] = await Promise.all([
    weeklyHours(db),
    readClosedDays(db, today, addDays(today, DAYS_AHEAD + 1)).then(closedSet),
    seatsTaken(db, typeId, now, now),
  ]);
  return openSlots({ type, hours, closed, taken, now, noticeHours }).map((slot) => ({
    ...slot,
    freeToChange: isFreeToChange(slot.startsAt, type.cutoffHours, now),
  }));
}

/**
 * Where her fee stands, from its order's account: none to pay, waiting for it, paid (and whether
 * a refund to her card may still be asked), or moved onto the order she named.
 */
export async function feeStanding(
  db: Db,
  a: Appointment,
): Promise<{ stage: "none" | "unpaid" | "paid" | "moved"; refundable: boolean }> {
  const order = a.feeOrder ? await findOrder(db, a.feeOrder) : undefined;
  if (!order) return { stage: "none", refundable: false };
  const { account } = await readOrderAccount(db, order);
  if (account.movedOnward > 0) return { stage: "moved", refundable: false };
  if (account.paidByPaystack <= 0) return { stage: "unpaid", refundable: false };
  return { stage: "paid", refundable: capFor(account, "refund") > 0 };
}

/**
 * Her page: the appointment, whether moving or cancelling is still free, the times she may move
 * to, and whether cancelling may refund her card (Paystack set up, the fee's money still held
 * there): the choice is offered only then.
 */
export async function appointmentPage({ env, db }: { env: Env; db: Db }, key: string, now = new Date()) {
  const a = await findByKey(db, key);
  if (!a) return undefined;
  const fee = await feeStanding(db, a);
  const open = a.status === "booked" || a.status === "unseated" || a.status === "held";
  const free = a.status === "unseated" || isFreeToChange(a.startsAt, a.cutoffHours, now);
  const movable = a.status === "unseated" || (a.status === "booked" && free);
  const slots = movable
    ? (await slotsOfType(db, a.typeId, now, env.APPOINTMENT_NOTICE_HOURS)).filter(
        (s) => s.startsAt.getTime() !== a.startsAt.getTime(),
      )
    : [];
  return {
    a,
    seats: (await findType(db, a.typeId))?.seats ?? 1,
    fee: fee.stage,
    refundable: fee.refundable && free && paystackConfig(env) !== undefined,
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
 * confirmation is queued again for the new time. The owner (`by`) moves it after the cut-off too:
 * she is who the shopper asks then.
 */
export async function moveAppointment(
  { env, db }: { env: Env; db: Db },
  key: string,
  slotText: string,
  now = new Date(),
  by: "shopper" | "owner" = "shopper",
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
    // The fee order's lock first, as a payment's verdict and a cancellation take it.
    if (found.feeOrder) await lockOrder(tx, found.feeOrder);
    const type = await lockType(tx, found.typeId);
    const a = await lockAppointment(tx, found.id);
    if (!type || !a) return { ok: false, error: "That appointment was not found." };
    if (a.status !== "booked" && a.status !== "unseated")
      return {
        ok: false,
        error: a.status === "held" ? "Pay the fee first, then move it." : "This appointment has ended.",
      };
    if (by === "shopper" && a.status === "booked" && !isFreeToChange(a.startsAt, type.cutoffHours, now))
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
    if (a.feeOrder) await renameFeeLine(tx, a.feeOrder, feeLineName(a.typeName, startsAt));
    await queueAppointmentEmail(
      tx,
      { ...a, startsAt },
      {
        kind: "moved",
        status: "appointment moved",
        note: `Your ${a.typeName.toLowerCase()} is now ${herSlotWords(a, startsAt)}.`,
      },
      env.SITE_URL,
    );
    return { ok: true, done: "moved" };
  });
}

/** Store credit for her fee (`amount`, at most what its order may still give), from its order, once (keyed by the appointment), its code emailed. */
async function feeAsCredit(tx: Db, a: Appointment, feeOrder: Order, amount: number, siteUrl: string): Promise<void> {
  const code = codeFromBytes(randomBytes(CODE_LENGTH));
  const saved = await insertCode(tx, { code, email: a.email, kind: "credit", currency: feeOrder.currency });
  const added = await addEntry(tx, {
    codeId: saved.id,
    amount,
    kind: "issued",
    orderReference: feeOrder.reference,
    who: "shop",
    why: `The fee of a cancelled ${a.typeName.toLowerCase()} (${slotWords(a.startsAt)}), kept as store credit.`,
    movementKey: `appointment:${a.id}`,
  });
  if (!added) throw new Error(`The fee of appointment ${a.id} was turned into credit twice`);
  const worth = formatMoney(money(amount, feeOrder.currency));
  await queueAlert(tx, `appointment-credit:${a.id}`, "customer", {
    to_email: a.email,
    to_name: a.name,
    reference: feeOrder.reference,
    status: "store credit",
    order_summary: `Store credit code ${formatCode(code)}: ${worth}, from the fee of your ${a.typeName.toLowerCase()}.`,
    total: worth,
    order_url: `${siteUrl.replace(/\/+$/, "")}${appointmentPath(a.key)}`,
    note: "Keep this email: the code is shown nowhere else. Type it at the checkout.",
  });
}

const OPEN = ["held", "booked", "unseated"];

/** What the cancellation does with the fee, decided under the fee order's lock from its account. */
type FeePlan =
  | { kind: "none" }
  | { kind: "kept" }
  | { kind: "refund"; amount: number; paymentReference: string }
  | { kind: "credit"; amount: number; done: "credit" | "credit-past-cutoff" | "credit-instead" };

/**
 * One return per fee, whatever the path: at most what the fee order's account says is left
 * (`capFor`), read under its lock, so a second cancellation on any instance reads the first's rows.
 * A fee moved onto her order stays there; a refund needs Paystack, the cut-off not passed and
 * money Paystack still holds, else the fee becomes credit.
 */
async function planFee(
  tx: Db,
  feeOrder: Order,
  ask: { prefer: "refund" | "credit"; free: boolean; canRefund: boolean },
): Promise<FeePlan> {
  const { account } = await readOrderAccount(tx, feeOrder);
  if (account.movedOnward > 0) return { kind: "kept" };
  const refundable = capFor(account, "refund");
  const payment = (await paymentsOf(tx, feeOrder.reference)).find(
    (p) => p.status === "succeeded" && p.kind !== "credit",
  );
  if (ask.prefer === "refund" && ask.free && ask.canRefund && refundable > 0 && payment)
    return { kind: "refund", amount: refundable, paymentReference: payment.reference };
  const creditable = capFor(account, "credit");
  if (creditable <= 0) return { kind: "none" };
  const done = ask.prefer === "credit" ? "credit" : ask.free ? "credit-instead" : "credit-past-cutoff";
  return { kind: "credit", amount: creditable, done };
}

const EMAIL_NOTE: Record<CancelDone, (fee: string, order: string) => string> = {
  cancelled: () => "Cancelled.",
  refund: (fee) => `Cancelled: your ${fee} fee goes back to your card.`,
  "refund-unsent": (fee) => `Cancelled: your ${fee} fee goes back to your card.`,
  credit: (fee) => `Cancelled: your ${fee} fee is store credit, its code in a separate email.`,
  "credit-past-cutoff": (fee) =>
    `Cancelled after the free cut-off: your ${fee} fee is store credit, its code in a separate email.`,
  "credit-instead": (fee) => `Cancelled: your ${fee} fee is store credit, its code in a separate email.`,
  kept: (fee, order) => `Cancelled: your ${fee} fee stays counted towards order ${order}.`,
};

/**
 * Cancels her appointment and lets its seat go, in one transaction under the fee order's lock
 * (taken first, as a payment's verdict takes it before the seat's), then the type's and the
 * appointment's. Its fee comes back once whatever the path (planFee): as a refund through the
 * refunds flow (stored here, keyed by the appointment, sent once this commits), or as store
 * credit; a fee moved onto her order stays counted there. The fee's order is cancelled, so it
 * asks for nothing; its line says the appointment was cancelled. A second cancellation, from
 * another tab or instance, is told in words what the first did. Cancelled by the owner (`by`),
 * the fee comes back as before the cut-off, whenever it is.
 */
export async function cancelAppointment(
  { env, db }: { env: Env; db: Db },
  key: string,
  prefer: "refund" | "credit",
  now = new Date(),
  fetchImpl: typeof fetch = fetch,
  by: "shopper" | "owner" = "shopper",
): Promise<ManageResult> {
  const found = await findByKey(db, key);
  if (!found) return { ok: false, error: "That appointment was not found." };
  if (!OPEN.includes(found.status)) return { ok: false, error: alreadyCancelledWords(found.feeOutcome) };
  const config = paystackConfig(env);
  const settled = await db.transaction(async (tx): Promise<ManageResult | { done: CancelDone; refund?: Refund }> => {
    const feeOrder = found.feeOrder ? await lockOrder(tx, found.feeOrder) : undefined;
    await lockType(tx, found.typeId);
    const a = await lockAppointment(tx, found.id);
    if (!a) return { ok: false, error: "That appointment was not found." };
    if (!OPEN.includes(a.status)) return { ok: false, error: alreadyCancelledWords(a.feeOutcome) };
    // The atelier calling it off is never her late cancellation: her fee comes back as before the cut-off.
    const free = by === "owner" || a.status === "unseated" || isFreeToChange(a.startsAt, a.cutoffHours, now);
    const plan = feeOrder
      ? await planFee(tx, feeOrder, { prefer, free, canRefund: !!config })
      : { kind: "none" as const };
    let done: CancelDone = "cancelled";
    let refund: Refund | undefined;
    let amount = a.fee;
    if (plan.kind === "refund" && feeOrder) {
      const stored = await storeRefund(tx, feeOrder, {
        paymentReference: plan.paymentReference,
        amount: String(plan.amount),
        reason: `Appointment cancelled before its cut-off (${slotWords(a.startsAt)}).`,
        key: `appointment-${a.id}-refund`,
      });
      if ("ok" in stored && !stored.ok)
        return {
          ok: false,
          error: `The refund could not be started (${stored.error}). Choose store credit, or message us.`,
        };
      if (!("ok" in stored)) refund = stored;
      [done, amount] = ["refund", plan.amount];
    } else if (plan.kind === "credit" && feeOrder) {
      await feeAsCredit(tx, a, feeOrder, plan.amount, env.SITE_URL);
      [done, amount] = [plan.done, plan.amount];
    } else if (plan.kind === "kept") done = "kept";
    if (feeOrder) {
      // Its order asks for nothing more once the appointment is off (a moved fee's order stays as it is: met on hers).
      if (plan.kind !== "kept")
        await applyChange(tx, feeOrder, {
          to: "cancelled",
          source: feeOrder.status === "pending" ? "shopper" : "owner",
          note: `Her ${a.typeName.toLowerCase()} (${slotWords(a.startsAt)}) was cancelled.`,
        });
      await renameFeeLine(tx, feeOrder.reference, feeLineName(a.typeName, a.startsAt, true));
    }
    const outcome =
      done === "refund" ? "refund" : done.startsWith("credit") ? "credit" : done === "kept" ? "kept" : null;
    await setAppointment(tx, a.id, { status: "cancelled", ...(outcome ? { feeOutcome: outcome } : {}) });
    const fee = formatMoney(money(amount, feeOrder?.currency ?? "NGN"));
    await queueAppointmentEmail(
      tx,
      a,
      { kind: "cancelled", status: "appointment cancelled", note: EMAIL_NOTE[done](fee, a.forOrder ?? "") },
      env.SITE_URL,
    );
    return { done, refund };
  });
  if ("ok" in settled) return settled;
  if (!settled.refund || !config) return { ok: true, done: settled.done };
  const sent = await sendStoredRefund(db, config, settled.refund, fetchImpl);
  return { ok: true, done: sent.ok && sent.done === "refund-unsent" ? "refund-unsent" : "refund" };
}
