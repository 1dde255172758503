import { isPaymentReference } from "~/features/payments";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { json, jsonError } from "~/server/base/read-body.server";
import { getServices } from "~/server/services.server";
import { findOrder } from "~/server/orders/store/index.server";
import { requesterOf } from "~/server/orders/shopper-access.server";
import { openOrderOf } from "~/server/checkout/open-order-cookie.server";
import { parsePaymentReference } from "~/features/payments";
import { tooManyRequests } from "~/server/base/rate-limit.server";
import type { Route } from "./+types/api.orders.$reference.verify";

/**
 * POST /api/orders/{reference}/verify: the browser reports a successful payment, by the payment's
 * reference (the order's for its first payment, HZL-…-2 for the next); the server asks Paystack and
 * records its verdict (in demo mode, the test payment marks a test order paid).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  if (!isPaymentReference(params.reference)) return jsonError(404, "There is no order with this reference.");
  const services = await getServices();
  const order = await findOrder(services.db, parsePaymentReference(params.reference)?.orderReference ?? "");
  if (!order) return jsonError(404, "There is no order with this reference.");
  // Her own browser (the cookie of the order it placed) spends her allowance; anyone else, theirs.
  const from = await requesterOf(services.db, order, {
    clientAddress: context?.clientAddress,
    open: openOrderOf(request),
    key: null,
  });
  const result = await confirmPayment(services, params.reference, fetch, from);
  if (result.kind === "not-found") return jsonError(404, "There is no order with this reference.");
  if (result.kind === "unavailable") return jsonError(503, result.message, { "Retry-After": "30" });
  if (result.kind === "limited")
    return tooManyRequests("This order's payment has been checked many times already.", result);
  return json({ reference: result.order.reference, status: result.order.status });
}
