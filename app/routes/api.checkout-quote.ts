import { getServices } from "~/server/services.server";
import { quoteFromForm } from "~/server/checkout/checkout-form.server";
import { json, jsonError } from "~/server/base/read-body.server";
import { privateHeaders } from "~/server/base/no-store.server";
import type { Route } from "./+types/api.checkout-quote";

/**
 * POST /api/checkout/quote: the checkout's form (its fields as the page posts them, the cart
 * cookie's lines) priced whole with its discount and gift card or credit codes, as JSON; nothing is
 * stored. The page's Apply buttons ask it; without a script the form posts to /checkout instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  const { db } = await getServices();
  const result = await quoteFromForm(db, request, context?.clientAddress);
  if (!result.ok) return jsonError(result.status, result.message, privateHeaders());
  return json(result.quote, 200, privateHeaders());
}
