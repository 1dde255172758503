import { handleWhatsappWebhook, whatsappChallenge } from "~/server/notices/webhooks.server";
import { signedWebhook } from "~/server/base/read-body.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.whatsapp.webhook";

/** GET /api/whatsapp/webhook: Meta's check of the subscription (hub.challenge). */
export async function loader({ request }: Route.LoaderArgs) {
  const { status, message } = whatsappChallenge((await getServices()).env, new URL(request.url).searchParams);
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** POST /api/whatsapp/webhook: message statuses and her texts, signed with the app secret over the body's bytes. */
export const action = async ({ request }: Route.ActionArgs) =>
  signedWebhook(
    request,
    128 * 1024,
    async (raw) => handleWhatsappWebhook(await getServices(), raw, request.headers.get("x-hub-signature-256")),
    "GET, POST",
  );
