import type { Order } from "~/features/orders";
import { formatPrice } from "~/features/currency/money";
import type { Db } from "../db/db.server";
import type { PaystackDispute } from "../adapters/paystack.server";
import { applyChange, withLockedOrder, type ChangeResult } from "../orders/change-state.server";
import { hasEventKeyed, stateBeforeDispute } from "../orders/store/index.server";

const naira = (kobo: number) => formatPrice(kobo / 100);

/** Adds a refund to the order: partially refunded until the whole amount has gone back. */
function refund(
  tx: Db,
  current: Order,
  amountKobo: number,
  key: string,
  note: string,
  data: unknown,
  endsDispute = false,
  source: "webhook" | "reconcile" = "webhook",
) {
  const total = Math.min(current.refundedKobo + amountKobo, current.amountKobo);
  return applyChange(tx, current, {
    to: total >= current.amountKobo ? "refunded" : "partially_refunded",
    source,
    refundedKobo: total,
    note: `${note} ${naira(amountKobo)} refunded (${naira(total)} in all).`,
    details: { key, data },
    ...(endsDispute ? { disputeNote: null } : {}),
  });
}

/**
 * A processed refund the shop did not start (made from Paystack's dashboard), for a caller holding
 * the order's lock that found its key new: the money went back to the shopper.
 */
export function refundInLock(
  tx: Db,
  current: Order,
  r: { amountKobo: number; key: string },
  data: unknown,
  source: "webhook" | "reconcile",
): Promise<ChangeResult> {
  return refund(tx, current, r.amountKobo, r.key, "Paystack refund:", data, false, source);
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
    const amount = d.refundAmountKobo ?? current.amountKobo;
    if (event === "create") {
      const note = `Dispute ${d.id} opened${d.category ? ` (${d.category})` : ""} for ${naira(amount)}: ${d.status}.`;
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
