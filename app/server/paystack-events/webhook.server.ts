import { parsePaymentReference } from "~/features/payments";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { isValidWebhookSignature, parseWebhookEvent, paystackConfig } from "../adapters/paystack.server";
import { recordVerdict } from "../orders/record-verdict.server";
import { findPayment, paymentsOfTransfer } from "../payments/store.server";
import { paymentOfPaystackRefund } from "../refunds/store.server";
import { findOrder } from "../orders/store/index.server";
import { applyRefundWord, recordDispute } from "../refunds/incoming-events.server";
import { receiveTransfer } from "../transfers/receive.server";
import { setAccountAssignedByCustomer } from "../transfers/store.server";

/**
 * A refund of a transfer to her own account names Paystack's reference of the transfer: the
 * payment it became, or (a transfer split between orders) the one the shop's refund was made from.
 */
async function transferPaymentRefunded(db: Db, refund: { reference: string; id: number | null }) {
  const parts = await paymentsOfTransfer(db, refund.reference);
  if (parts.length <= 1) return parts[0];
  const from = refund.id === null ? undefined : await paymentOfPaystackRefund(db, refund.id);
  return parts.find((p) => p.reference === from);
}

export interface WebhookOutcome {
  status: 200 | 400 | 401;
  message: string;
}

/**
 * A Paystack webhook: the signature must match the body's bytes as received (else 401 and nothing
 * changes); only then are they decoded and read.
 * For one of the shop's orders, charge.success records Paystack's verdict, refund.* a refund's
 * progress (processed: the money paid back), charge.dispute.create and .resolve a dispute; a
 * charge on a client's own account (dedicated_nuban) is her transfer, kept and applied once
 * (transfers/receive.server.ts), and dedicatedaccount.assign.success her account; anything else is
 * acknowledged and ignored, so Paystack stops retrying.
 */
export async function handleWebhook(
  { env, db }: { env: Env; db: Db },
  rawBody: Uint8Array,
  signature: string | null,
): Promise<WebhookOutcome> {
  const config = paystackConfig(env);
  if (!config || !isValidWebhookSignature(rawBody, signature, config.secretKey)) {
    return { status: 401, message: "Invalid or missing x-paystack-signature." };
  }
  const event = parseWebhookEvent(new TextDecoder("utf-8", { fatal: false }).decode(rawBody));
  if (event.kind === "malformed") return { status: 400, message: event.message };
  if (event.kind === "other") return { status: 200, message: `Ignored ${event.event}.` };
  if (event.kind === "transfer") {
    const received = await receiveTransfer(db, event.transfer, { siteUrl: env.SITE_URL });
    if (received.kind === "refused")
      console.warn(`Paystack's transfer ${event.transfer.reference} was not applied: ${received.message}`);
    return { status: 200, message: `Transfer ${received.kind}.` };
  }
  if (event.kind === "dedicated-account") {
    const kept = await setAccountAssignedByCustomer(db, event.customerCode, event.account);
    return { status: 200, message: kept ? "Account assigned." : "Ignored: no client waits for it." };
  }
  const reference =
    event.kind === "charge.success"
      ? event.transaction.reference
      : event.kind === "refund"
        ? event.refund.reference
        : event.dispute.reference;
  // The order is found through its payment: each Paystack transaction has its own reference.
  const payment = parsePaymentReference(reference)
    ? await findPayment(db, reference)
    : event.kind === "refund"
      ? await transferPaymentRefunded(db, event.refund)
      : undefined;
  const order = payment && (await findOrder(db, payment.orderReference));
  if (!payment || !order) return { status: 200, message: "Ignored: not an order of this shop." };
  const result =
    event.kind === "charge.success"
      ? await recordVerdict(db, payment, event.transaction, "webhook", event.card)
      : event.kind === "refund"
        ? await applyRefundWord(
            db,
            payment,
            {
              status: event.refund.status,
              paystackId: event.refund.id,
              paystackReference: event.refund.refundReference,
              amountMinor: event.refund.amountMinor,
              currency: event.refund.currency,
              message: event.refund.message,
            },
            "webhook",
            event.data,
          )
        : await recordDispute(
            db,
            event.kind === "charge.dispute.create" ? "create" : "resolve",
            { ...event.dispute, reference: order.reference },
            event.data,
          );
  if (result.kind === "refused")
    console.warn(`Paystack's ${event.kind} for ${reference} was not applied: ${result.message}`);
  if (result.kind === "money-to-return" && result.isNew)
    console.warn(
      `Paystack's ${event.kind} for ${reference} came while the order was ${result.order.status}: money to return.`,
    );
  return {
    status: 200,
    message: `Order ${order.reference} is ${result.kind === "not-found" ? order.status : result.order.status}.`,
  };
}
