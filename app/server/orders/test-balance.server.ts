import { MAX_ATTEMPTS } from "~/features/payments";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { paystackConfig } from "../adapters/paystack.server";
import { insertNextPayment, paymentsOf, setPaymentStatus } from "../payments/store.server";
import { nextPaymentDue } from "../payments/next-payment.server";
import { lockOrder } from "./store/index.server";

/**
 * Demo mode (no Paystack keys, docs/decisions/051-checkout-demo-mode.md): the labelled test
 * payment of a test deposit order's balance, from its order page. Under the order's lock, the
 * balance its account asks for (nextPaymentDue, as its button names it) is stored as its own payment and marked succeeded by the
 * test payment; the order's state moves no more than a real balance moves it. Refused with keys
 * set, for a real order, or when no balance is owed (so a second press pays nothing twice).
 */
export async function payTestBalance(
  { env, db }: { env: Env; db: Db },
  reference: string,
): Promise<"paid" | "refused" | "not-found"> {
  if (paystackConfig(env)) return "refused";
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, reference);
    if (!order) return "not-found";
    const payments = await paymentsOf(tx, reference);
    const next = await nextPaymentDue(tx, order, payments);
    if (!order.isTest || next?.kind !== "balance" || payments.length >= MAX_ATTEMPTS) return "refused";
    const payment = await insertNextPayment(tx, { orderReference: reference, ...next });
    await setPaymentStatus(tx, payment.reference, "succeeded", {
      reference: payment.reference,
      status: "success",
      amount: payment.amount,
      currency: payment.currency,
    });
    return "paid";
  });
}
