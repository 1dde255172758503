import { decidePayment } from "~/features/checkout/verification";
import type { Services } from "../services.server";
import { paystackConfig, PaystackError, verifyTransaction, type PaystackRecord } from "../paystack.server";
import { findOrder, recordPayment, type Order } from "./order-store.server";

export type ConfirmResult =
  | { kind: "done"; order: Order }
  | { kind: "not-found" }
  | { kind: "unavailable"; message: string };

/**
 * The browser reports a successful payment: ask Paystack, then record its verdict. In demo mode
 * (no keys) a test order is marked paid by the local test payment; a real order cannot be.
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
    if (!order.isTest) return { kind: "unavailable", message: "Payments are not configured, so this order cannot be verified." };
    const evidence = { source: "test" as const, status: "success", amount: order.amountKobo, currency: order.currency };
    const recorded = await recordPayment(db, reference, { status: "paid" }, evidence);
    return recorded ? { kind: "done", order: recorded.order } : { kind: "not-found" };
  }

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
  const recorded =
    result.kind === "found"
      ? await recordVerdict(db, order, result.transaction, "verify")
      : await recordPayment(db, reference, { status: "review", reason: `Paystack: ${result.message}.` }, {
          source: "verify",
          status: "not-found",
          amount: 0,
          currency: "",
        });
  return recorded ? { kind: "done", order: recorded.order } : { kind: "not-found" };
}

/** Records what Paystack said about an order's transaction. */
export function recordVerdict(db: Services["db"], order: Order, tx: PaystackRecord, source: "verify" | "webhook") {
  const decision = decidePayment(order, tx);
  return recordPayment(db, order.reference, decision, { source, ...tx });
}
