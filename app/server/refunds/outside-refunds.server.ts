// Money the owner returned outside the shop (a bank transfer, cash): "Mark refunded". It is
// written as refunds of the order's payments, of their own kind, so the order's account reads it as
// it reads Paystack's refunds and the day's takings count it once. Paystack never hears of it.
import { randomBytes } from "node:crypto";
import { capFor } from "~/features/order-account";
import { canTransition } from "~/features/orders";
import { ledgerMoney } from "~/features/currency";
import { refundableOf } from "~/features/refunds";
import type { Db } from "../db/db.server";
import { applyChange, withLockedOrder, type ChangeResult } from "../orders/change-state.server";
import { readOrderAccount } from "../payments/account.server";
import { lockPayment, paymentsOf } from "../payments/store.server";
import { insertOutsideRefund, refundsOf } from "./store.server";

/** refunds.reason's longest (the note may be longer: the order's history keeps it whole). */
const REASON_MAX = 500;

const NOTHING_LEFT =
  "Nothing of this order is left to return: its account shows all it took already refunded, turned into credit or moved.";

/**
 * Marks an order refunded for money returned outside the shop, under the order's lock: what its
 * account may still give back (capFor "refund") is written as processed refunds of its payments,
 * oldest first, each at most what that payment still holds, and the order moves to refunded, its
 * refunded total grown by as much (the day's takings count that, once; a cancelled order's were
 * counted when it was cancelled). Refused in words when nothing is left; a replay changes nothing.
 */
export function markRefundedOutside(db: Db, reference: string, note = ""): Promise<ChangeResult> {
  return withLockedOrder(db, reference, async (tx, current) => {
    // Already refunded, or a state that cannot be: the state machine's own answer, nothing written.
    if (current.status === "refunded" || !canTransition(current.status, "refunded", "owner"))
      return applyChange(tx, current, { to: "refunded", source: "owner" });
    const { account } = await readOrderAccount(tx, current);
    const refunds = await refundsOf(tx, reference);
    // What goes back from each payment: oldest first, each at most what it still holds.
    const plan: { paymentReference: string; amount: number }[] = [];
    let left = capFor(account, "refund");
    for (const seen of await paymentsOf(tx, reference)) {
      if (left <= 0) break;
      if (seen.currency !== current.currency) continue;
      const payment = await lockPayment(tx, seen.reference);
      const amount = payment ? Math.min(refundableOf(payment, refunds), left) : 0;
      if (amount <= 0) continue;
      plan.push({ paymentReference: seen.reference, amount });
      left -= amount;
    }
    const returned = plan.reduce((sum, p) => sum + p.amount, 0);
    if (returned === 0) return { kind: "refused", order: current, message: NOTHING_LEFT };
    const said = `Returned outside the shop: ${ledgerMoney(returned, current.currency)}`;
    const changed = await applyChange(tx, current, {
      to: "refunded",
      source: "owner",
      note: note ? `${said}. ${note}` : `${said}.`,
      refundedMinor: Math.min(current.refundedMinor + returned, current.amountMinor),
    });
    if (changed.kind !== "changed") return changed;
    for (const p of plan)
      await insertOutsideRefund(tx, {
        orderReference: reference,
        paymentReference: p.paymentReference,
        idempotencyKey: `outside-${randomBytes(16).toString("hex")}`,
        amount: p.amount,
        reason: (note || "Returned outside the shop").slice(0, REASON_MAX),
      });
    return changed;
  });
}
