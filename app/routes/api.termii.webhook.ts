import { handleTermiiReport } from "~/server/notices/webhooks.server";
import { signedWebhook } from "~/server/base/read-body.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.termii.webhook";

/** POST /api/termii/webhook: Termii's delivery reports, signed (X-Termii-Signature) over the body's bytes. */
export const action = async ({ request }: Route.ActionArgs) =>
  signedWebhook(request, 32 * 1024, async (raw) =>
    handleTermiiReport(await getServices(), raw, request.headers.get("x-termii-signature")),
  );
