import type { Payment } from "./ledger";

/** What paid an order, whole naira: gift cards and store credit, and Paystack (the test payment in demo mode). */
interface PaidBy {
  credit: number;
  paystack: number;
}

/** Its succeeded payments, split by who took them: a credit payment is a code's, every other Paystack's. */
export function paidBy(payments: readonly Pick<Payment, "kind" | "status" | "amount">[]): PaidBy {
  let credit = 0;
  let paystack = 0;
  for (const p of payments) {
    if (p.status !== "succeeded") continue;
    if (p.kind === "credit") credit += p.amount;
    else paystack += p.amount;
  }
  return { credit, paystack };
}
