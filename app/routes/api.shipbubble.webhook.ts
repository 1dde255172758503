import { BodyError, isJsonType, json, jsonError, readBodyBytes } from "~/server/base/read-body.server";
import { handleCourierEvent } from "~/server/couriers/parcel-events.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.shipbubble.webhook";

/** POST /api/shipbubble/webhook: the courier aggregator's parcel statuses, signed with the shop's key over the body. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  if (!isJsonType(request)) return jsonError(415, "Send the body as JSON (Content-Type: application/json).");
  let raw: Uint8Array;
  try {
    raw = await readBodyBytes(request, 64 * 1024);
  } catch (error) {
    if (error instanceof BodyError) return jsonError(error.status, error.message);
    throw error;
  }
  const outcome = await handleCourierEvent(await getServices(), raw, request.headers.get("x-ship-signature"));
  return outcome.status === 200
    ? json({ ok: true, message: outcome.message })
    : jsonError(outcome.status, outcome.message);
}
