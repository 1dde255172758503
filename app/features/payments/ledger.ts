import { decidePayment, type PaymentDecision, type PaystackTransaction } from "~/features/orders";
import { type LedgerCurrency } from "./ledger-currency";

/**
 * What a payment is for: the whole order, its deposit, its balance, or a further try at what the
 * order asks before it is paid (after a closed payment window); or what a gift card or store
 * credit code paid of it (taken at once, never Paystack's); or a transfer to her own account
 * applied to it (Paystack took it, docs/decisions/300).
 */
export type PaymentKind = "full" | "deposit" | "balance" | "retry" | "credit" | "transfer";

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
  /** Whole naira, or whole cents for a USD order. */
  amount: number;
  /** Its order's currency (the database writes it). */
  currency: LedgerCurrency;
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
  payment: Pick<Payment, "reference" | "amount" | "currency">,
  tx: PaystackTransaction,
): PaymentDecision {
  const amountMinor = payment.amount;
  return decidePayment({ reference: payment.reference, amountMinor, currency: payment.currency }, tx);
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

/**
 * Where an unpaid order's money stands for the shopper: `confirming` once she said she paid or
 * Paystack says a payment is under way, else `not-paid` (she closed the window, or never opened it).
 */
export function shopperPaymentStage(payments: readonly Pick<Payment, "status">[]): "not-paid" | "confirming" {
  return payments.some((p) => p.status !== "open") ? "confirming" : "not-paid";
}

/** Where an order's money stands, whole naira: paid, still owed, and paid beyond its total. */
export interface Standing {
  paid: number;
  outstanding: number;
  overpaid: number;
  /** unpaid: nothing taken yet; part-paid: some; paid: the total covered. */
  stage: "unpaid" | "part-paid" | "paid";
}

/** The order's standing from its payments and its total (whole naira). */
export function standing(payments: readonly Pick<Payment, "status" | "amount">[], total: number): Standing {
  const paid = paidSoFar(payments);
  const stage = paid >= total ? "paid" : paid > 0 ? "part-paid" : "unpaid";
  return { paid, outstanding: Math.max(0, total - paid), overpaid: Math.max(0, paid - total), stage };
}
