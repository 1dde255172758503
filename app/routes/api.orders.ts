import { getServices } from "~/server/services.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { BodyError, json, jsonError, readJsonBody } from "~/server/http/read-body.server";
import { tooManyRequests } from "~/server/rate-limit.server";
import type { Route } from "./+types/api.orders";

/** POST /api/orders: validates the customer and cart lines, prices them, stores a pending order. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  let body: unknown;
  try {
    body = await readJsonBody(request);
  } catch (error) {
    if (error instanceof BodyError) return jsonError(error.status, error.message);
    throw error;
  }
  const result = await placeOrder(await getServices(), body, { clientAddress: context?.clientAddress });
  if (result.ok) return json(result.order, 201);
  if ("limited" in result) return tooManyRequests("Too many orders from your connection.", result.limited);
  // Pieces sold since the page was shown: the checkout names them beside the cart.
  if ("unavailable" in result) return json({ error: result.message, unavailable: result.unavailable }, 409);
  // Prices changed since the page was loaded: the checkout asks for them again and shows them.
  if ("pricesChanged" in result) return json({ error: result.message, pricesChanged: true }, 409);
  return jsonError(400, result.message);
}
