import { randomBytes } from "node:crypto";
import { slotWords } from "~/features/appointments/slot-words";
import { codeFromBytes, CODE_LENGTH, feeMoveKey } from "~/features/credit";
import { formatMoney, money } from "~/features/currency";
import type { Db } from "../db/db.server";
import { addEntry, hasMovement, insertCode, spentKey } from "../credit/store.server";
import { paymentsOf, takeCreditPayment } from "../payments/store.server";
import { applyChange } from "../orders/change-state.server";
import { addOrderEvent, findOrder, lockOrder } from "../orders/store/index.server";
import type { Appointment } from "./store/index.server";

/** Whether her fee was moved onto the order she named. */
const feeMoved = (db: Db, a: Pick<Appointment, "id">) => hasMovement(db, feeMoveKey(a.id));

/**
 * A paid fee of an appointment booked for an order (or a quote) counts towards it: the same
 * ledger rows as the owner's move of a payment (a code issued from the fee's order and spent at
 * once on hers), so her order's account shows it moved in and its balance falls by the fee. An
 * order still waiting for its first payment asks that much less of it on Paystack. Once per
 * appointment (the movement's key), in the paying transaction; an order that has ended, or is
 * in another currency, takes nothing and the fee stays on its own order.
 */
export async function feeTowardsOrder(tx: Db, a: Appointment): Promise<boolean> {
  if (!a.forOrder || !a.feeOrder || a.fee <= 0) return false;
  if (await feeMoved(tx, a)) return false;
  const to = await lockOrder(tx, a.forOrder);
  if (!to || to.status === "cancelled" || to.status === "expired") return false;
  // Money never moves converted: a naira fee stays on its own order beside a dollar one.
  const currency = (await findOrder(tx, a.feeOrder))?.currency ?? "NGN";
  if (to.currency !== currency) return false;
  const code = await insertCode(tx, {
    code: codeFromBytes(randomBytes(CODE_LENGTH)),
    email: a.email,
    kind: "credit",
    currency,
  });
  const why = `The fee of a ${a.typeName.toLowerCase()} (${slotWords(a.startsAt)}), towards order ${to.reference}.`;
  const issued = { codeId: code.id, amount: a.fee, who: "shop", why };
  if (!(await addEntry(tx, { ...issued, kind: "issued", orderReference: a.feeOrder, movementKey: feeMoveKey(a.id) })))
    return false;
  await addEntry(tx, {
    ...issued,
    amount: -a.fee,
    kind: "spent",
    orderReference: to.reference,
    movementKey: spentKey(to.reference, code.id),
  });
  await addOrderEvent(tx, {
    reference: to.reference,
    from: to.status,
    to: to.status,
    source: "credit",
    note: `${formatMoney(money(a.fee, currency))} paid as the fee of her ${a.typeName.toLowerCase()} counts towards this order.`,
    details: { kind: "payment-moved", codeId: code.id, amount: a.fee },
  });
  const open = (await paymentsOf(tx, to.reference)).find((p) => p.attempt === 1 && p.status === "open");
  if (to.status !== "pending" || !open) return true;
  // What it asked of Paystack falls by the fee; a fee that covers it pays it, as a moved payment does.
  if ((await takeCreditPayment(tx, to.reference, a.fee)) === 0)
    await applyChange(tx, to, {
      to: "paid",
      source: "credit",
      note: `Paid by the ${formatMoney(money(a.fee, currency))} fee of her ${a.typeName.toLowerCase()}.`,
    });
  return true;
}
