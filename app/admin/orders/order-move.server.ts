import { randomBytes } from "node:crypto";
import { moveWindow } from "~/features/credit";
import type { Order } from "~/features/orders";
import { whomFor } from "./move-target";
import { MOVE_DONE_TEXT, type AdminOrderMove, type MoveRefusal } from "~/admin/orders/move-section";
import type { Db } from "~/server/db/db.server";
import { movableOf, movePayment, moveTargets } from "~/server/credit/move-payment.server";

/** What the order page shows of moving its payment: only for a cancelled order with money left to move. */
export async function orderMoveView(db: Db, order: Order, now = new Date()): Promise<AdminOrderMove | null> {
  if (order.status !== "cancelled") return null;
  const movable = await movableOf(db, order);
  if (movable <= 0) return null;
  const targets = await moveTargets(db, order);
  return {
    formKey: randomBytes(16).toString("hex"),
    currency: order.currency,
    movable,
    window: moveWindow(order.paidAt, now),
    targets: targets.map((t) => ({ reference: t.reference, due: t.due, ...whomFor(t.customer, order.customer) })),
  };
}

export const moveDoneText = (done: string | null) =>
  done && Object.hasOwn(MOVE_DONE_TEXT, done) ? MOVE_DONE_TEXT[done as keyof typeof MOVE_DONE_TEXT] : null;

/** Runs the owner's "Move the payment" form. */
export async function runMoveForm(
  db: Db,
  order: Order,
  fields: Iterable<[string, FormDataEntryValue]>,
  who: string,
): Promise<{ ok: true; done: keyof typeof MOVE_DONE_TEXT } | { ok: false; refusal: MoveRefusal }> {
  const form = Object.fromEntries([...fields].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const values = { to: form.moveTo ?? "", reason: form.moveReason ?? "" };
  const result = await movePayment(db, order.reference, { ...values, key: form.key ?? "" }, who);
  if (result.kind === "moved") return { ok: true, done: "payment-moved" };
  if (result.kind === "replayed") return { ok: true, done: "payment-moved-again" };
  return { ok: false, refusal: { values, errors: result.errors } };
}
