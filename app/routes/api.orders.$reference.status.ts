import { isOrderReference } from "~/features/checkout/reference";
import { findOrder } from "~/server/orders/store/index.server";
import { json, jsonError } from "~/server/base/read-body.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.orders.$reference.status";

/** GET /api/orders/{reference}/status: where the order stands, for its page to follow while payment is confirmed. */
export async function loader({ params }: Route.LoaderArgs) {
  const order = isOrderReference(params.reference)
    ? await findOrder((await getServices()).db, params.reference)
    : undefined;
  if (!order) return jsonError(404, "There is no order with this reference.");
  return json({ reference: order.reference, status: order.status }, 200, { "Cache-Control": "private, no-store" });
}
