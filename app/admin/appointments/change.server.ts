import { dayBlock, dayToShow, freeDays } from "~/features/appointments/booking-days";
import { isCancelDone, type CancelDone } from "~/features/appointments/cancel-words";
import { formatMoney, money } from "~/features/currency";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "~/server/db/db.server";
import type { Env } from "~/server/base/env.server";
import { paystackConfig } from "~/server/adapters/paystack.server";
import { cancelAppointment, feeStanding, moveAppointment, slotsOfType } from "~/server/appointments/manage.server";
import { findByKey, findType } from "~/server/appointments/store/index.server";
import { chatWithLink } from "~/features/whatsapp";

type Services = { env: Env; db: Db };

const OPEN = new Set(["held", "booked", "unseated"]);

/**
 * The owner's page to move or cancel one appointment: its facts, the days and (of the day asked
 * for) the times it may move to, and what cancelling does with its fee. Her rules are the
 * shopper's without the cut-off: she moves or calls it off whenever, the fee then returned as
 * before the cut-off (a refund offered when Paystack still holds it, else credit; a fee moved
 * onto her order stays there).
 */
export async function ownerChangeView({ env, db }: Services, key: string, askedDay: string | null, now = new Date()) {
  const a = await findByKey(db, key);
  if (!a) return undefined;
  const movable = a.status === "booked" || a.status === "unseated";
  const slots = movable
    ? (await slotsOfType(db, a.typeId, now, env.APPOINTMENT_NOTICE_HOURS)).filter(
        (s) => s.startsAt.getTime() !== a.startsAt.getTime(),
      )
    : [];
  const days = freeDays(slots.map((s) => s.startsAt));
  const day = dayToShow(days, askedDay ?? undefined) ?? "";
  const fee = await feeStanding(db, a);
  return {
    id: a.id,
    key: a.key,
    typeName: a.typeName,
    name: a.name,
    phone: a.phone,
    startsAt: a.startsAt.toISOString(),
    status: a.status,
    forOrder: a.forOrder,
    feeOrder: a.feeOrder,
    fee: a.fee,
    feeStage: fee.stage,
    refundable: fee.refundable && paystackConfig(env) !== undefined,
    open: OPEN.has(a.status),
    movable,
    seats: (await findType(db, a.typeId))?.seats ?? 1,
    // Her chat, for a WhatsApp or SMS notice that did not reach her.
    chat: chatWithLink(a.phone) ?? null,
    day,
    block: dayBlock(days, day),
    slots: slots
      .filter((s) => lagosDayOf(s.startsAt) === day)
      .map((s) => ({ startsAt: s.startsAt.toISOString(), left: s.left, freeToChange: s.freeToChange })),
  };
}

export type OwnerChange = { ok: true; day: string; saved: string } | { ok: false; error: string };

/** The owner's move: the shopper's move (its locks, checks and email) without the cut-off. */
export async function ownerMove(services: Services, key: string, slot: string): Promise<OwnerChange> {
  const moved = await moveAppointment(services, key, slot, new Date(), "owner");
  if (!moved.ok) return moved;
  const a = await findByKey(services.db, key);
  return { ok: true, day: a ? lagosDayOf(a.startsAt) : "", saved: `Moved ${a?.name ?? "her"}'s appointment.` };
}

/** The owner's cancel: the shopper's cancel (the fee order's lock, one return per fee, her email), as before the cut-off. */
export async function ownerCancel(services: Services, key: string, prefer: "refund" | "credit"): Promise<OwnerChange> {
  const found = await findByKey(services.db, key);
  const cancelled = await cancelAppointment(services, key, prefer, new Date(), fetch, "owner");
  if (!cancelled.ok) return cancelled;
  const fee = formatMoney(money(found?.fee ?? 0, "NGN"));
  return {
    ok: true,
    day: found ? lagosDayOf(found.startsAt) : "",
    saved: isCancelDone(cancelled.done) ? ownerDoneWords(cancelled.done, fee, found?.forOrder) : "Cancelled.",
  };
}

/** The calendar's line once the owner cancelled: what became of the fee; she was emailed either way. */
function ownerDoneWords(done: CancelDone, fee: string, order: string | null | undefined): string {
  if (done === "refund") return `Cancelled: her ${fee} fee is being refunded to her card. She was emailed.`;
  if (done === "refund-unsent")
    return `Cancelled: her ${fee} refund is recorded; Paystack could not be reached, it will be sent. She was emailed.`;
  if (done === "kept") return `Cancelled: her ${fee} fee stays counted towards order ${order ?? ""}. She was emailed.`;
  if (done === "cancelled") return "Cancelled. She was emailed.";
  return `Cancelled: her ${fee} fee is store credit, its code emailed to her.`;
}
