import { data } from "react-router";
import { requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { addOptions } from "~/admin/sign-in/passkeys.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/passkey-options";

/** POST /admin/passkeys/options: the options for adding a passkey to her, as JSON, with a fresh challenge. */
export async function action({ request }: Route.ActionArgs) {
  const { db, person } = await requireAdminActor(request);
  const { env } = await getServices();
  return data({ options: await addOptions(db, person, env.SITE_URL) }, { headers: { "Cache-Control": "no-store" } });
}
