import { BodyError, isJsonType, json, jsonError, readJsonBody } from "~/server/base/read-body.server";
import { receiveMailEvent } from "~/server/lists/mail-webhook.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.mailgun.webhook";

/** POST /api/mailgun/webhook: Mailgun's events (delivered, failed, complained, unsubscribed), signed in the body. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  if (!isJsonType(request)) return jsonError(415, "Send the body as JSON (Content-Type: application/json).");
  let body: unknown;
  try {
    body = await readJsonBody(request, 64 * 1024);
  } catch (error) {
    if (error instanceof BodyError) return jsonError(error.status, error.message);
    throw error;
  }
  const { db, env } = await getServices();
  const outcome = await receiveMailEvent(db, env.MAILGUN_WEBHOOK_SIGNING_KEY || undefined, body);
  return outcome.status === 200
    ? json({ ok: true, message: outcome.message })
    : jsonError(outcome.status, outcome.message);
}
