import { isOrderReference } from "~/features/checkout/reference";
import type { Services } from "../services.server";
import { isValidWebhookSignature, parseWebhookEvent, paystackConfig } from "../paystack.server";
import { recordVerdict } from "./confirm-payment.server";
import { findOrder } from "./order-store.server";

export interface WebhookOutcome {
  status: 200 | 400 | 401;
  message: string;
}

/**
 * A Paystack webhook: the signature must match the raw body (else 401 and nothing changes).
 * charge.success for one of the shop's orders records Paystack's verdict; anything else is
 * acknowledged and ignored, so Paystack stops retrying.
 */
export async function handleWebhook(
  { env, db }: Services,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const config = paystackConfig(env);
  if (!config || !isValidWebhookSignature(rawBody, signature, config.secretKey)) {
    return { status: 401, message: "Invalid or missing x-paystack-signature." };
  }
  const event = parseWebhookEvent(rawBody);
  if (event.kind === "malformed") return { status: 400, message: event.message };
  if (event.kind === "other") return { status: 200, message: `Ignored ${event.event}.` };
  const { transaction } = event;
  const order = isOrderReference(transaction.reference) ? await findOrder(db, transaction.reference) : undefined;
  if (!order) return { status: 200, message: "Ignored: not an order of this shop." };
  const recorded = await recordVerdict(db, order, transaction, "webhook");
  return { status: 200, message: `Order ${order.reference} is ${recorded?.order.status ?? order.status}.` };
}
