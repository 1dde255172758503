import { handleTermiiReport } from "~/server/notices/webhooks.server";
import { BodyError, isJsonType, json, jsonError, readBodyBytes } from "~/server/base/read-body.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.termii.webhook";

/** POST /api/termii/webhook: Termii's delivery reports, signed (X-Termii-Signature) over the body's bytes. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  if (!isJsonType(request)) return jsonError(415, "Send the body as JSON (Content-Type: application/json).");
  let raw: Uint8Array;
  try {
    raw = await readBodyBytes(request, 32 * 1024);
  } catch (error) {
    if (error instanceof BodyError) return jsonError(error.status, error.message);
    throw error;
  }
  const outcome = await handleTermiiReport(await getServices(), raw, request.headers.get("x-termii-signature"));
  return outcome.status === 200
    ? json({ ok: true, message: outcome.message })
    : jsonError(outcome.status, outcome.message);
}
