import type { Db } from "../db/db.server";
import type { Services } from "../services.server";
import { paystackConfig, PaystackError, verifyTransaction, type PaystackRecord } from "../adapters/paystack.server";
import { hit } from "../rate-limit.server";
import { changeOrderState, type ChangeResult } from "./change-state.server";
import { findOrder, markPaymentChecked } from "./order-store.server";
import { decidePayment, type Order } from "~/features/orders";

export type ConfirmResult =
  | { kind: "done"; order: Order }
  | { kind: "not-found" }
  | { kind: "unavailable"; message: string }
  | { kind: "limited"; retryAfterSeconds: number };

/** Paystack's answer about an order is reused for this long instead of asking again. */
const VERIFY_CACHE_SECONDS = 10;
/** Times Paystack is asked about one order in the window, so no one spends the shop's Paystack allowance. */
const VERIFY_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

/**
 * The browser reports a successful payment: ask Paystack, then record its verdict. In demo mode
 * (no keys) a test order is marked paid by the local test payment; a real order cannot be.
 * Paystack's last answer is reused for VERIFY_CACHE_SECONDS, and asked at most VERIFY_RATE_LIMIT.
 */
export async function confirmPayment(
  { env, db }: Services,
  reference: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ConfirmResult> {
  const order = await findOrder(db, reference);
  if (!order) return { kind: "not-found" };
  if (order.status === "paid") return { kind: "done", order };

  const config = paystackConfig(env);
  if (!config) {
    if (!order.isTest)
      return { kind: "unavailable", message: "Payments are not configured, so this order cannot be verified." };
    const evidence = { source: "test" as const, status: "success", amount: order.amountKobo, currency: order.currency };
    return settled(
      await changeOrderState(db, {
        reference,
        to: "paid",
        source: "verify",
        payment: evidence,
        details: evidence,
        note: "Test payment",
      }),
    );
  }

  if (order.paymentCheckedAt && Date.now() - order.paymentCheckedAt.getTime() < VERIFY_CACHE_SECONDS * 1000) {
    return { kind: "done", order };
  }
  const allowed = await hit(db, { key: `verify:${reference}`, ...VERIFY_RATE_LIMIT });
  if (!allowed.ok) return { kind: "limited", retryAfterSeconds: allowed.retryAfterSeconds };

  let result;
  try {
    result = await verifyTransaction(config, reference, fetchImpl);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    console.error(`Paystack verification of ${reference} failed: ${error.message}`);
    return {
      kind: "unavailable",
      message: "We could not reach Paystack to confirm the payment. Your order is saved and will be confirmed shortly.",
    };
  }
  await markPaymentChecked(db, reference);
  if (result.kind === "found") return settled(await recordVerdict(db, order, result.transaction, "verify"));
  const evidence = { source: "verify" as const, status: "not-found", amount: 0, currency: "" };
  const note = `Paystack: ${result.message}.`;
  return settled(
    await changeOrderState(db, {
      reference,
      to: "review",
      source: "verify",
      note,
      payment: evidence,
      details: evidence,
    }),
  );
}

function settled(result: ChangeResult): ConfirmResult {
  return result.kind === "not-found" ? result : { kind: "done", order: result.order };
}

/** Records what Paystack said about an order's transaction: paid, or in review with the reason. */
export function recordVerdict(db: Db, order: Order, tx: PaystackRecord, source: "verify" | "webhook" | "reconcile") {
  const decision = decidePayment(order, tx);
  const evidence = { source, ...tx };
  return changeOrderState(db, {
    reference: order.reference,
    to: decision.status,
    source,
    note: decision.status === "review" ? decision.reason : undefined,
    payment: evidence,
    details: tx,
  });
}
