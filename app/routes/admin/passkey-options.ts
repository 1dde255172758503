import { data } from "react-router";
import { requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { addOptions, mayChangePasskeys } from "~/admin/sign-in/passkeys.server";
import { PASSKEY_TO_MANAGE } from "~/admin/sign-in/passkey-words";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/passkey-options";

/**
 * POST /admin/passkeys/options: the options for adding a passkey to her, as JSON, with a fresh
 * challenge; once she has a passkey, only to a session signed in with one (403 in words).
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, person, byPasskey } = await requireAdminActor(request);
  const headers = { "Cache-Control": "no-store" };
  if (!(await mayChangePasskeys(db, person, byPasskey)))
    return data({ error: PASSKEY_TO_MANAGE }, { status: 403, headers });
  const { env } = await getServices();
  return data({ options: await addOptions(db, person, env.SITE_URL) }, { headers });
}
