import { expect } from "vitest";
import type { PaystackFake } from "../../../test-fakes/paystack";
import type { Env } from "../base/env.server";
import type { Db } from "../db/db.server";
import { startPayment } from "./start-payment.server";
import { paymentsOf } from "../payments/store.server";

/**
 * She pays what her order asks now by card: the payment started as her order page starts it and
 * Paystack's fake told it succeeded, for the test to confirm; the payment row.
 */
export async function paidOnPaystack(services: { env: Env; db: Db }, fake: PaystackFake, reference: string) {
  const started = await startPayment(services, reference, "http://shop.test", { address: "test", own: true });
  expect(started.kind).toBe("redirect");
  const payment = (await paymentsOf(services.db, reference)).at(-1)!;
  fake.transactions.set(payment.reference, {
    reference: payment.reference,
    status: "success",
    amount: payment.amount,
    currency: "NGN",
  });
  return payment;
}
