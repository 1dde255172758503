import { data, redirect } from "react-router";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdmin, requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { setPasskeyRequired } from "~/admin/sign-in/store/index.server";
import type { Route } from "./+types/passkey-rule";

/** GET /admin/passkeys/rule: the passkeys page holds its form. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect("/admin/passkeys");
}

/**
 * POST /admin/passkeys/rule: the owner turns "require a passkey for money and the shop's data"
 * on or off, from a session signed in with a passkey only: a password alone changes neither way.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, byPasskey } = await requireAdminActor(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data(form.message, { status: form.status });
  const required = form.fields.get("required");
  if (required !== "on" && required !== "off")
    return data("That form could not be read: reload the page.", { status: 400 });
  if (!byPasskey)
    return data("Sign in with a passkey to change this: a password alone cannot turn it on or off.", {
      status: 403,
    });
  await setPasskeyRequired(db, required === "on");
  return redirect(`/admin/passkeys?done=rule-${required}`, 303);
}
