import { signedWebhook } from "~/server/base/read-body.server";
import { handleCourierEvent } from "~/server/couriers/parcel-events.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.shipbubble.webhook";

/** POST /api/shipbubble/webhook: the courier aggregator's parcel statuses, signed with the shop's key over the body. */
export const action = async ({ request }: Route.ActionArgs) =>
  signedWebhook(request, 64 * 1024, async (raw) =>
    handleCourierEvent(await getServices(), raw, request.headers.get("x-ship-signature")),
  );
