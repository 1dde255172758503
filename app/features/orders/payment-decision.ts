/** Paystack's word on one transaction, in the shop's terms. */
export interface PaystackTransaction {
  reference: string;
  /** 'success', 'failed', 'abandoned', 'reversed', 'pending', 'ongoing', 'processing', 'queued', … */
  status: string;
  /** Smallest currency unit (kobo for NGN, cents for USD). */
  amount: number;
  currency: string;
}

export interface PayableOrder {
  reference: string;
  amountMinor: number;
  currency: string;
}

/**
 * paid: Paystack took exactly the order's amount and currency. review: Paystack took money that is
 * not the order's (another amount, currency or reference), a definite verdict the owner must act
 * on. waiting: no money has been taken (yet): nothing about the order changes.
 */
export type PaymentDecision =
  { status: "paid" } | { status: "review"; reason: string } | { status: "waiting"; reason: string };

/**
 * Only a `success` is definite. Every other status leaves the order waiting: `pending`, `ongoing`,
 * `processing`, `queued` and `abandoned` (a transfer not sent yet) can still succeed; `failed` can
 * be retried in the same payment window under the same reference; `reversed` gave the money back,
 * so there is nothing to ship and nothing to return. The re-check keeps asking until the order
 * expires (docs/decisions/170-only-definite-verdicts-move-an-order.md).
 */
export function decidePayment(order: PayableOrder, tx: PaystackTransaction): PaymentDecision {
  if (tx.status !== "success") return { status: "waiting", reason: `Paystack reports the payment as '${tx.status}'.` };
  const reasons: string[] = [];
  if (tx.reference !== order.reference) reasons.push(`Paystack answered for reference ${tx.reference}`);
  const unit = order.currency === "USD" ? "cents" : "kobo";
  if (tx.amount !== order.amountMinor)
    reasons.push(`Paystack amount ${tx.amount} ${unit} differs from the order's ${order.amountMinor} ${unit}`);
  if (tx.currency !== order.currency)
    reasons.push(`Paystack currency ${tx.currency} differs from the order's ${order.currency}`);
  return reasons.length === 0 ? { status: "paid" } : { status: "review", reason: `${reasons.join("; ")}.` };
}
