import { failureWords } from "~/features/autopay";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { every } from "../base/jobs.server";
import { chargeAuthorization, paystackConfig, PaystackError, PaystackRefused } from "../adapters/paystack.server";
import { recordVerdict } from "../orders/record-verdict.server";
import { lockOrder } from "../orders/store/index.server";
import { readOrderAccount } from "../payments/account.server";
import { nextPaymentDue } from "../payments/next-payment.server";
import { findPayment, insertNextPayment, markReported, paymentsOf } from "../payments/store.server";
import {
  autopayOrders,
  cardOf,
  chargePaymentOf,
  claimPartCharge,
  setChargePayment,
  settleCharge,
} from "./store.server";

/** How often the job looks for parts due (each part is tried at most once a Lagos day). */
const EVERY_MS = 30 * 60 * 1000;

/**
 * Charges each part that has come due (by the Lagos date) on the orders whose shopper turned autopay
 * on, from the card she paid with: under the order's lock the part's try is claimed and its payment
 * stored, then Paystack charges the card and its answer goes through the payments' verdict, so
 * the order's account counts it once. A failed part is tried again the next day, and missed after
 * its tries. Returns how many parts were charged.
 */
export async function chargeDueParts(
  { env, db }: { env: Env; db: Db },
  now = new Date(),
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const config = paystackConfig(env);
  if (!config) return 0;
  const today = lagosDayOf(now);
  let charged = 0;
  for (const reference of await autopayOrders(db)) {
    const claimed = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, reference);
      const card = order && (await cardOf(tx, reference));
      if (!order || !card?.autopay) return undefined;
      const part = (await readOrderAccount(tx, order)).account.nextPart;
      if (!part || part.dueDay > today) return undefined;
      // Only a part of an order being made: what it asks before making it is paid by hand.
      const due = await nextPaymentDue(tx, order, await paymentsOf(tx, reference));
      if (due?.kind !== "balance") return undefined;
      // A try Paystack still says is under way is waited for (its webhook or the re-check settles it), never doubled.
      const previous = await chargePaymentOf(tx, reference, part.number);
      if (previous && (await findPayment(tx, previous))?.status === "reported") return undefined;
      if (!(await claimPartCharge(tx, reference, part.number, today))) return undefined;
      const amount = Math.min(part.amount - part.paid, due.amount);
      const payment = await insertNextPayment(tx, { orderReference: reference, kind: "balance", amount });
      await setChargePayment(tx, reference, part.number, payment.reference);
      return { order, card, payment, part: part.number };
    });
    if (!claimed) continue;
    const { order, card, payment, part } = claimed;
    try {
      const tx = await chargeAuthorization(
        config,
        {
          authorizationCode: card.authorizationCode,
          email: order.customer.email,
          amountMinor: payment.amount,
          currency: order.currency,
          reference: payment.reference,
        },
        fetchImpl,
      );
      await recordVerdict(db, payment, tx, "verify");
      // The ledger's word on it: taken (succeeded, or in review), still under way, or not taken.
      const status = (await findPayment(db, payment.reference))?.status;
      if (status === "reported") continue;
      const ok = status === "succeeded" || status === "review";
      await settleCharge(
        db,
        reference,
        part,
        ok ? { charged: true } : { charged: false, failure: failureWords(tx.gatewayResponse) },
      );
      if (ok) charged++;
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      console.error(`Autopay of ${payment.reference} failed: ${error.message}`);
      // Refused (the card's authorization no longer valid): the bank's word; else the charge may or may not
      // have been made, and the payment's re-check asks Paystack by its reference.
      const refused = error instanceof PaystackRefused;
      // Not reached: its payment is under way until the re-check hears Paystack on it, so no day charges it again.
      if (!refused) await markReported(db, payment.reference);
      const failure = refused ? failureWords(error.message) : "Paystack not reached";
      await settleCharge(db, reference, part, { charged: false, failure });
    }
  }
  return charged;
}

/** The autopay job: every half hour, in each instance (the claim keeps each part's try to one). */
export const startAutopay = (services: { env: Env; db: Db }) => every(EVERY_MS, () => chargeDueParts(services));
