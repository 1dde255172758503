import { redirect } from "react-router";
import { requireOwnerAction, sessionCookie } from "~/server/owner/owner-auth.server";
import { endEverySession } from "~/server/owner/sessions.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/sign-out-everywhere";

/**
 * POST /admin/sign-out-everywhere: ends every session of the back office (every device, every
 * instance) and clears this browser's cookie. Only from the shop's own pages, with a live session,
 * so nobody else can sign the owner out.
 */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireOwnerAction(request);
  const { env } = await getServices();
  await endEverySession(db);
  return redirect("/admin/sign-in?signed-out-everywhere", {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(null, request, env.SITE_URL) },
  });
}
