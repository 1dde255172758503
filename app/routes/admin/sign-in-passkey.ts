import { data } from "react-router";
import { requireSameSite } from "~/admin/sign-in/admin-auth.server";
import { signInOptions } from "~/admin/sign-in/passkeys.server";
import type { Route } from "./+types/sign-in-passkey";

/**
 * POST /admin/sign-in/passkey: the options for signing in with a passkey, as JSON, with a fresh
 * challenge; 429 in words past 20 from one address in 5 minutes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = await requireSameSite(request);
  const asked = await signInOptions(db, env.SITE_URL, context.clientAddress);
  const headers = { "Cache-Control": "no-store" };
  if (!asked.ok) return data({ error: asked.error }, { status: 429, headers });
  return data({ options: asked.options }, { headers });
}
