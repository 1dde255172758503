import { handleWebhook } from "~/server/paystack-events/webhook.server";
import { BodyError, isJsonType, json, jsonError, readBodyBytes } from "~/server/base/read-body.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.paystack.webhook";

/** POST /api/paystack/webhook: Paystack's events, signed with the secret key over the body's bytes. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  if (!isJsonType(request)) return jsonError(415, "Send the body as JSON (Content-Type: application/json).");
  let raw: Uint8Array;
  try {
    // Paystack events carry the metadata and logs of the transaction: a larger allowance than orders.
    raw = await readBodyBytes(request, 128 * 1024);
  } catch (error) {
    if (error instanceof BodyError) return jsonError(error.status, error.message);
    throw error;
  }
  const outcome = await handleWebhook(await getServices(), raw, request.headers.get("x-paystack-signature"));
  return outcome.status === 200
    ? json({ ok: true, message: outcome.message })
    : jsonError(outcome.status, outcome.message);
}
