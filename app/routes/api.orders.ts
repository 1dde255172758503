import { getServices } from "~/server/services.server";
import { placeOrder } from "~/server/checkout/place-order.server";
import { openOrderHeaders, openOrderOf } from "~/server/checkout/open-order-cookie.server";
import { BodyError, json, jsonError, readJsonBody } from "~/server/base/read-body.server";
import { tooManyRequests } from "~/server/base/rate-limit.server";
import type { Route } from "./+types/api.orders";

/**
 * POST /api/orders: validates the customer and cart lines, prices them, stores a pending order (or
 * continues the browser's own unpaid one: open-order.server.ts) and answers its payment's reference.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  let body: unknown;
  try {
    body = await readJsonBody(request);
  } catch (error) {
    if (error instanceof BodyError) return jsonError(error.status, error.message);
    throw error;
  }
  const services = await getServices();
  const result = await placeOrder(services, body, {
    clientAddress: context?.clientAddress,
    open: openOrderOf(request),
  });
  if (result.ok) return json(result.order, 201, openOrderHeaders(services.env, result.opened));
  if ("limited" in result) return tooManyRequests("Too many orders from your connection.", result.limited);
  // Pieces sold since the page was shown: the checkout names them beside the cart.
  if ("unavailable" in result) return json({ error: result.message, unavailable: result.unavailable }, 409);
  // Prices changed since the page was loaded: the checkout asks for them again and shows them.
  if ("pricesChanged" in result) return json({ error: result.message, pricesChanged: true }, 409);
  // The total is not the one the page showed, or a code does not apply: the shop's figures come back with it.
  if ("totalChanged" in result) return json({ error: result.message, quote: result.quote }, 409);
  if ("quote" in result && result.quote) return json({ error: result.message, quote: result.quote }, 400);
  return jsonError(400, result.message);
}
