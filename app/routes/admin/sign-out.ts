import { redirect } from "react-router";
import { requireSameSite, signOut } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/sign-out";

/** POST /admin/sign-out: ends the session in the database and clears its cookie. */
export async function action({ request }: Route.ActionArgs) {
  const { db, env } = await requireSameSite(request);
  return redirect("/admin/sign-in?signed-out", {
    status: 303,
    headers: { "Set-Cookie": await signOut(db, request, env.SITE_URL) },
  });
}
