import { receiveMessage } from "~/server/messages/receive.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.messages";

/** POST /api/messages: a contact message, newsletter subscription or sign-up, kept before it is relayed. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const { db } = await getServices();
  return receiveMessage(request, { db, clientAddress: context.clientAddress });
}

export function loader() {
  return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
