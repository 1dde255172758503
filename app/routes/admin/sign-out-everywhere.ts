import { redirect } from "react-router";
import { requireAdminAction, sessionCookie } from "~/server/admin/admin-auth.server";
import { endEverySession } from "~/server/admin/sessions.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/sign-out-everywhere";

/**
 * POST /admin/sign-out-everywhere: ends every session of the admin (every device, every
 * instance) and clears this browser's cookie. Only from the shop's own pages, with a live session,
 * so nobody else can sign the owner out.
 */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const { env } = await getServices();
  await endEverySession(db);
  return redirect("/admin/sign-in?signed-out-everywhere", {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(null, request, env.SITE_URL) },
  });
}
