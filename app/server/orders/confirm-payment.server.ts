import { RECONCILED, type Order } from "~/features/orders";
import { isSettled, parsePaymentReference, type Payment } from "~/features/payments";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { paystackConfig, PaystackError, verifyTransaction } from "../adapters/paystack.server";
import { hit } from "../base/rate-limit.server";
import { recordVerdict, type VerdictResult } from "./record-verdict.server";
import { claimPaymentCheck, findPayment, markReported, setPaymentStatus } from "../payments/store.server";
import { changeOrderState } from "./change-state.server";
import { findOrder } from "./store/index.server";
import type { Requester } from "./shopper-access.server";

export type ConfirmResult =
  | { kind: "done"; order: Order }
  | { kind: "not-found" }
  | { kind: "unavailable"; message: string }
  | { kind: "limited"; retryAfterSeconds: number };

/** Paystack's answer about an order is reused for this long instead of asking again. */
const VERIFY_CACHE_SECONDS = 10;
/**
 * Times Paystack is asked about one payment in the window, so no one spends the shop's Paystack
 * allowance: for her own page (the open-order cookie or a private link key), for everyone else
 * together, and from one stranger's connection. Strangers never spend her allowance.
 */
export const VERIFY_RATE_LIMITS = {
  own: { limit: 10, windowSeconds: 600 },
  others: { limit: 10, windowSeconds: 600 },
  perRequester: { limit: 10, windowSeconds: 600 },
} as const;

/**
 * The browser reports a successful payment (by the payment's reference: the order's for its first,
 * HZL-…-2 for the next): ask Paystack, then record its verdict. Only an order still waiting for
 * its money (pending or in review) is asked about; any other is answered as it stands. In demo
 * mode (no keys) a test order is marked paid by the local test payment; a real order cannot be. At
 * most one call per payment in VERIFY_CACHE_SECONDS goes to Paystack, however many arrive at once,
 * and at most VERIFY_RATE_LIMITS (docs/decisions/172-verify-claims-its-paystack-call.md).
 */
export async function confirmPayment(
  { env, db }: { env: Env; db: Db },
  paymentReference: string,
  fetchImpl: typeof fetch = fetch,
  /** Who asks; absent (the shop's own checks), counted with the strangers. */
  from?: Requester,
): Promise<ConfirmResult> {
  const payment = parsePaymentReference(paymentReference) ? await findPayment(db, paymentReference) : undefined;
  const order = payment && (await findOrder(db, payment.orderReference));
  if (!payment || !order) return { kind: "not-found" };
  // A balance is paid on an order already being made: its own payment is what waits for Paystack.
  const balance = payment.kind === "balance" && !isSettled(payment);
  if (!RECONCILED.includes(order.status) && !balance) return { kind: "done", order };
  const reference = order.reference;
  // She says she paid: until Paystack answers, her order page says it is being confirmed.
  await markReported(db, payment.reference);

  const config = paystackConfig(env);
  if (!config) {
    if (!order.isTest)
      return { kind: "unavailable", message: "Payments are not configured, so this order cannot be verified." };
    // The test payment takes what this payment asks for (a deposit's, not the whole order's).
    const evidence = {
      source: "test" as const,
      status: "success",
      amount: payment.amount,
      currency: payment.currency,
    };
    return settled(
      await changeOrderState(db, {
        reference,
        to: "paid",
        source: "verify",
        payment: evidence,
        details: evidence,
        note: "Test payment",
        also: (tx) =>
          setPaymentStatus(tx, payment.reference, "succeeded", { ...evidence, reference: payment.reference }),
      }),
    );
  }

  const claim = await claimVerify(db, payment, from);
  if (claim.kind === "limited") return claim;
  if (claim.kind === "answered") return current(db, reference);
  let result;
  try {
    result = await verifyTransaction(config, payment.reference, fetchImpl);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    console.error(`Paystack verification of ${payment.reference} failed: ${error.message}`);
    return {
      kind: "unavailable",
      message: "We could not reach Paystack to confirm the payment. Your order is saved and will be confirmed shortly.",
    };
  }
  // No transaction yet (a transfer not sent, a window still open): the order keeps waiting.
  if (result.kind === "not-found") return current(db, reference);
  return settled(await recordVerdict(db, payment, result.transaction, "verify", result.card));
}

type Claim = { kind: "claimed" } | { kind: "answered" } | { kind: "limited"; retryAfterSeconds: number };

class VerifyRefused {
  constructor(readonly retryAfterSeconds: number) {}
}

/**
 * Takes the right to ask Paystack about a payment now, in one transaction: it must not have been
 * asked in the last VERIFY_CACHE_SECONDS (the claim moves its checked_at, so parallel calls find it
 * taken and answer from the database), and its allowance must have room (when it has not, the
 * claim is rolled back with the refused hit).
 */
async function claimVerify(db: Db, payment: Payment, from: Requester | undefined): Promise<Claim> {
  const limits = from?.own
    ? [{ key: `verify-own:${payment.reference}`, ...VERIFY_RATE_LIMITS.own }]
    : [
        { key: `verify:${payment.reference}`, ...VERIFY_RATE_LIMITS.others },
        ...(from ? [{ key: `verify-from:${from.address}`, ...VERIFY_RATE_LIMITS.perRequester }] : []),
      ];
  try {
    return await db.transaction<Claim>(async (tx) => {
      if (!(await claimPaymentCheck(tx, payment.reference, VERIFY_CACHE_SECONDS))) return { kind: "answered" };
      for (const limit of limits) {
        const allowed = await hit(tx, limit);
        if (!allowed.ok) throw new VerifyRefused(allowed.retryAfterSeconds);
      }
      return { kind: "claimed" };
    });
  } catch (error) {
    if (error instanceof VerifyRefused) return { kind: "limited", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

async function current(db: Db, reference: string): Promise<ConfirmResult> {
  const order = await findOrder(db, reference);
  return order ? { kind: "done", order } : { kind: "not-found" };
}

function settled(result: VerdictResult): ConfirmResult {
  return result.kind === "not-found" ? result : { kind: "done", order: result.order };
}
