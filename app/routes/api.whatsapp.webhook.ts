import { handleWhatsappWebhook, whatsappChallenge } from "~/server/notices/webhooks.server";
import { BodyError, isJsonType, json, jsonError, readBodyBytes } from "~/server/base/read-body.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.whatsapp.webhook";

/** GET /api/whatsapp/webhook: Meta's check of the subscription (hub.challenge). */
export async function loader({ request }: Route.LoaderArgs) {
  const { status, message } = whatsappChallenge((await getServices()).env, new URL(request.url).searchParams);
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** POST /api/whatsapp/webhook: message statuses and her texts, signed with the app secret over the body's bytes. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "GET, POST" });
  if (!isJsonType(request)) return jsonError(415, "Send the body as JSON (Content-Type: application/json).");
  let raw: Uint8Array;
  try {
    raw = await readBodyBytes(request, 128 * 1024);
  } catch (error) {
    if (error instanceof BodyError) return jsonError(error.status, error.message);
    throw error;
  }
  const outcome = await handleWhatsappWebhook(await getServices(), raw, request.headers.get("x-hub-signature-256"));
  return outcome.status === 200 ? json({ ok: true }) : jsonError(outcome.status, outcome.message);
}
