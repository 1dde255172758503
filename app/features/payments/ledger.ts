import { decidePayment, type PaymentDecision, type PaystackTransaction } from "~/features/orders";

/** What a payment is for: the whole order now; a deposit or the balance later. */
export type PaymentKind = "full" | "deposit" | "balance";

/**
 * open: no word of money yet; reported: the shopper came back saying she paid, or Paystack says a
 * payment is under way; succeeded: Paystack took it; review: Paystack took money that does not
 * match the payment.
 */
export type PaymentStatus = "open" | "reported" | "succeeded" | "review";

/** One Paystack transaction the shop started for an order: a row of the ledger. */
export interface Payment {
  reference: string;
  orderReference: string;
  attempt: number;
  kind: PaymentKind;
  /** Whole naira. */
  amount: number;
  status: PaymentStatus;
  /** Paystack's latest word on it. */
  verdict: PaystackTransaction | null;
  createdAt: Date;
}

/** Paystack's statuses of a payment the shopper has started and that may still succeed. */
const UNDER_WAY = ["pending", "ongoing", "processing", "queued"];

/** Whether a payment's status is Paystack's last word on it: a later answer changes nothing. */
export const isSettled = (p: Pick<Payment, "status">) => p.status === "succeeded" || p.status === "review";

/** Paystack's verdict on one payment, in the order's terms (paid, review, waiting). */
export function decideForPayment(
  payment: Pick<Payment, "reference" | "amount">,
  tx: PaystackTransaction,
): PaymentDecision {
  return decidePayment({ reference: payment.reference, amountKobo: payment.amount * 100, currency: "NGN" }, tx);
}

/** The payment's status once Paystack has answered `tx` about it and it decided `decision`. */
export function statusAfter(
  before: PaymentStatus,
  decision: PaymentDecision,
  tx: Pick<PaystackTransaction, "status">,
): PaymentStatus {
  if (isSettled({ status: before })) return before;
  if (decision.status === "paid") return "succeeded";
  if (decision.status === "review") return "review";
  return UNDER_WAY.includes(tx.status) ? "reported" : before;
}

/** Whole naira the succeeded payments brought. */
export const paidSoFar = (payments: readonly Pick<Payment, "status" | "amount">[]) =>
  payments.filter((p) => p.status === "succeeded").reduce((sum, p) => sum + p.amount, 0);

/** An order is paid when its succeeded payments cover its total (whole naira). */
export const covers = (payments: readonly Pick<Payment, "status" | "amount">[], total: number) =>
  paidSoFar(payments) >= total;

/**
 * Where an unpaid order's money stands for the shopper: `confirming` once she said she paid or
 * Paystack says a payment is under way, else `not-paid` (she closed the window, or never opened it).
 */
export function shopperPaymentStage(payments: readonly Pick<Payment, "status">[]): "not-paid" | "confirming" {
  return payments.some((p) => p.status !== "open") ? "confirming" : "not-paid";
}
