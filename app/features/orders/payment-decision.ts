/** Paystack's word on one transaction, in the shop's terms. */
export interface PaystackTransaction {
  reference: string;
  /** 'success', 'failed', 'abandoned', 'reversed', 'pending', 'ongoing', … */
  status: string;
  /** Smallest currency unit (kobo for NGN). */
  amount: number;
  currency: string;
}

export interface PayableOrder {
  reference: string;
  amountKobo: number;
  currency: string;
}

export type PaymentDecision = { status: "paid" } | { status: "review"; reason: string };

/**
 * An order is paid only when Paystack says success for its reference, with exactly its amount and
 * currency. Anything else is flagged for the owner to review, with the reason.
 */
export function decidePayment(order: PayableOrder, tx: PaystackTransaction): PaymentDecision {
  const reasons: string[] = [];
  if (tx.reference !== order.reference) reasons.push(`Paystack answered for reference ${tx.reference}`);
  if (tx.status !== "success") reasons.push(`Paystack reports the payment as '${tx.status}'`);
  if (tx.amount !== order.amountKobo)
    reasons.push(`Paystack amount ${tx.amount} kobo differs from the order's ${order.amountKobo} kobo`);
  if (tx.currency !== order.currency)
    reasons.push(`Paystack currency ${tx.currency} differs from the order's ${order.currency}`);
  return reasons.length === 0 ? { status: "paid" } : { status: "review", reason: `${reasons.join("; ")}.` };
}
