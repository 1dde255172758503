import { handleWebhook } from "~/server/paystack-events/webhook.server";
import { signedWebhook } from "~/server/base/read-body.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.paystack.webhook";

/** POST /api/paystack/webhook: Paystack's events, signed with the secret key over the body's bytes. */
export const action = async ({ request }: Route.ActionArgs) =>
  // Paystack events carry the metadata and logs of the transaction: a larger allowance than orders.
  signedWebhook(request, 128 * 1024, async (raw) =>
    handleWebhook(await getServices(), raw, request.headers.get("x-paystack-signature")),
  );
