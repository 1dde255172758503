import { getServices } from "~/server/services.server";
import { ratesFromForm } from "~/server/checkout/checkout-form.server";
import { json, jsonError } from "~/server/base/read-body.server";
import { privateHeaders } from "~/server/base/no-store.server";
import type { Route } from "./+types/api.checkout-rates";

/**
 * POST /api/checkout/rates: the checkout's form (as the page posts it, with the cart cookie's
 * lines) answered with the couriers' cheapest and fastest offers for her address, as JSON; none
 * when the couriers are not set up, slow or down (the zone table prices her delivery then).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  const result = await ratesFromForm(await getServices(), request, context?.clientAddress);
  if (!result.ok) return jsonError(result.status, result.message, privateHeaders());
  return json({ offers: result.offers }, 200, privateHeaders());
}
