// What Paystack tells the shop of money going back: refund events (the shop's own refunds and those
// made from its dashboard) and disputes. The refunds the owner sends are outgoing-refunds.server.ts.
import { canTransition, type Order } from "~/features/orders";
import { ledgerMoney } from "~/features/currency/money";
import type { Payment } from "~/features/payments";
import { refundStatusAfter, takenBy, type PaystackRefundStatus } from "~/features/refunds";
import type { Db } from "../db/db.server";
import type { PaystackDispute } from "../adapters/paystack.server";
import { paymentsOf } from "../payments/store.server";
import { applyChange, withLockedOrder, type ChangeResult } from "../orders/change-state.server";
import { addOrderEvent, hasEventKeyed, stateBeforeDispute, updateOrderState } from "../orders/store/index.server";
import { lockRefundFor, updateRefund, type Refund } from "./store.server";

/** Paystack's subunits (kobo, or cents) of an order in its currency, in words. */
const told = (units: number, order: Order) => ledgerMoney(units, order.currency);

/** Adds a refund to the order: partially refunded until the whole amount has gone back. */
function refund(
  tx: Db,
  current: Order,
  amountMinor: number,
  key: string,
  note: string,
  data: unknown,
  endsDispute = false,
  source: "webhook" | "reconcile" = "webhook",
) {
  const total = Math.min(current.refundedMinor + amountMinor, current.amountMinor);
  return applyChange(tx, current, {
    to: total >= current.amountMinor ? "refunded" : "partially_refunded",
    source,
    refundedMinor: total,
    note: `${note} ${told(amountMinor, current)} refunded (${told(total, current)} in all).`,
    details: { key, data },
    ...(endsDispute ? { disputeNote: null } : {}),
  });
}

/**
 * A processed refund the shop did not start (made from Paystack's dashboard), for a caller holding
 * the order's lock that found its key new: the money went back to the shopper.
 */
function refundInLock(
  tx: Db,
  current: Order,
  r: { amountMinor: number; key: string },
  data: unknown,
  source: "webhook" | "reconcile",
): Promise<ChangeResult> {
  return refund(tx, current, r.amountMinor, r.key, "Paystack refund:", data, false, source);
}

/**
 * A dispute opened (the order is disputed) or resolved: accepted by the shop, the shopper is
 * refunded the disputed amount; declined, the order returns to where it was before the dispute.
 */
export function recordDispute(
  db: Db,
  event: "create" | "resolve",
  d: PaystackDispute,
  data: unknown,
): Promise<ChangeResult> {
  const key = `dispute:${d.id}:${event}`;
  return withLockedOrder(db, d.reference, async (tx, current) => {
    if (await hasEventKeyed(tx, d.reference, key)) return { kind: "unchanged", order: current };
    const amount = d.refundAmountMinor ?? current.amountMinor;
    if (event === "create") {
      const note = `Dispute ${d.id} opened${d.category ? ` (${d.category})` : ""} for ${told(amount, current)}: ${d.status}.`;
      return applyChange(tx, current, {
        to: "disputed",
        source: "webhook",
        disputeNote: note,
        note,
        details: { key, data },
      });
    }
    if (d.resolution === "merchant-accepted") {
      return refund(tx, current, amount, key, `Dispute ${d.id} accepted:`, data, true);
    }
    const before = await stateBeforeDispute(tx, d.reference);
    const note = `Dispute ${d.id} resolved in the shop's favour (${d.resolution ?? d.status}).`;
    return applyChange(tx, current, {
      to: before ?? "paid",
      source: "webhook",
      disputeNote: null,
      note,
      details: { key, data },
    });
  });
}

/** Paystack's word on a refund, from a refund.* event or the re-check. */
export interface RefundWord {
  status: PaystackRefundStatus;
  paystackId: number | null;
  paystackReference: string | null;
  amountMinor: number;
  /** The refund's currency as Paystack says it, when it does: the payment's, or the word is not counted. */
  currency?: string | null;
  /** Why, for a failed refund or one that needs attention. */
  message?: string | null;
}

/**
 * Records Paystack's word on a refund of one of the order's payments, under the order's lock then
 * the refund's: its status moves on (a final word is kept), and once processed the money is on the
 * order (refunded, or partially), once however many events and re-checks bring it. A refund the
 * shop did not start (from Paystack's dashboard) is counted when it is processed, as before.
 */
export function applyRefundWord(
  db: Db,
  payment: Payment,
  word: RefundWord,
  source: "webhook" | "reconcile",
  data?: unknown,
): Promise<ChangeResult> {
  return withLockedOrder(db, payment.orderReference, async (tx, current) => {
    const unchanged = { kind: "unchanged", order: current } as const;
    // ₦10 is not $10: a refund in another currency than the payment's changes nothing.
    if (word.currency && word.currency.toUpperCase() !== payment.currency)
      return {
        kind: "refused",
        order: current,
        message: `Paystack's refund is in ${word.currency}, the order's payment in ${payment.currency}`,
      } as const;
    const row = await lockRefundFor(tx, {
      paymentReference: payment.reference,
      paystackId: word.paystackId,
      paystackReference: word.paystackReference,
      amount: word.amountMinor,
    });
    if (!row) {
      if (word.status !== "processed") return unchanged;
      const key = `refund:${word.paystackId ?? word.paystackReference ?? `${payment.reference}:${word.amountMinor}`}`;
      if (await hasEventKeyed(tx, current.reference, key)) return unchanged;
      return refundInLock(tx, current, { amountMinor: word.amountMinor, key }, data ?? word, source);
    }
    const next = refundStatusAfter(row.status, word.status);
    const message = next === "failed" || next === "needs-attention" ? (word.message ?? null) : null;
    await updateRefund(tx, row.id, {
      status: next,
      paystackId: word.paystackId,
      paystackReference: word.paystackReference,
      message,
    });
    if (next !== "processed" || row.status === "processed") return unchanged;
    return moneyBack(tx, current, row, source, data ?? word);
  });
}

/** A processed refund on its order: the amount refunded grows, the order refunded once all it took went back. */
async function moneyBack(
  tx: Db,
  current: Order,
  row: Refund,
  source: "webhook" | "reconcile",
  data: unknown,
): Promise<ChangeResult> {
  const key = `refund-row:${row.id}`;
  if (await hasEventKeyed(tx, current.reference, key)) return { kind: "unchanged", order: current };
  const taken = (await paymentsOf(tx, current.reference)).reduce((sum, p) => sum + takenBy(p), 0);
  // Kept in Paystack's subunit (kobo, or cents), as the order's amount; told in the order's currency.
  const refundedMinor = current.refundedMinor + row.amount;
  const to = refundedMinor >= taken ? "refunded" : "partially_refunded";
  const money = (amount: number) => ledgerMoney(amount, current.currency);
  const inAll = money(refundedMinor);
  const note = `Refund through Paystack: ${money(row.amount)} sent back (${inAll} in all). Reason: ${row.reason}`;
  const details = { key, refund: row.id, payment: row.paymentReference, paystack: data };
  if (canTransition(current.status, to, source) || (current.status === to && to === "partially_refunded"))
    return applyChange(tx, current, { to, source, refundedMinor, note, details });
  // An order whose state takes no refund (in review, or already refunded): the money is counted, the state stays.
  const order = await updateOrderState(tx, current.reference, {
    to: current.status,
    reviewReason: current.reviewReason ?? undefined,
    refundedMinor,
  });
  await addOrderEvent(tx, {
    reference: current.reference,
    from: current.status,
    to: current.status,
    source,
    note,
    details,
  });
  return { kind: "unchanged", order: order ?? current };
}
