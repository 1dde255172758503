import { data, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { NewPasswordFields } from "~/admin/shared/new-password-fields";
import {
  changeOwnPassword,
  OWNER_PASSWORD_WORDS,
  PASSKEY_TO_CHANGE_PASSWORD,
} from "~/admin/sign-in/change-password.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdminActor, requireViewer, sessionOf, sessionToken } from "~/admin/sign-in/admin-auth.server";
import { knownDeviceCookie } from "~/admin/sign-in/known-device.server";
import { mayChangePasskeys } from "~/admin/sign-in/passkeys.server";
import { getServices } from "~/server/services.server";
import { mayReach } from "~/admin/people/roles";
import type { Route } from "./+types/my-password";

export const meta = () => adminMeta("Change my password");

/** GET /admin/my-password: the form, or why she cannot use it (the owner; a passkey needed). */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, person } = await requireViewer(request);
  const byPasskey = (await sessionOf(request, await getServices()))?.byPasskey ?? false;
  // The owner reads why (her password is ADMIN_PASSWORD); the role table refuses her form.
  const refused = !mayReach(person.role, new URL(request.url).pathname, "act")
    ? OWNER_PASSWORD_WORDS
    : (await mayChangePasskeys(db, person, byPasskey))
      ? undefined
      : PASSKEY_TO_CHANGE_PASSWORD;
  const done = new URL(request.url).searchParams.has("done");
  return { email: person.email, refused, done };
}

/**
 * POST /admin/my-password: her current password and the new one twice; changed, her other sessions
 * end and she stays signed in here, this browser known again. Refused in words (the sign-in's limits too, with Retry-After).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, person, byPasskey } = await requireAdminActor(request);
  const services = await getServices();
  const form = await readAdminForm(request);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const changed = await changeOwnPassword(
    db,
    { person, byPasskey, token: sessionToken(request)! },
    {
      clientAddress: context.clientAddress,
      // Her "known device" cookie goes to the sign-in page only: a wrong password here counts shop-wide too.
      knownDevice: false,
      siteUrl: services.env.SITE_URL,
    },
    form.fields,
  );
  if (!changed.ok) {
    const headers = changed.retryAfterSeconds ? { "Retry-After": String(changed.retryAfterSeconds) } : undefined;
    return data({ error: changed.error }, { status: changed.status, headers });
  }
  // Her "known device" cookies were signed over the old password: this browser gets one anew.
  const device = await knownDeviceCookie(services, person.id, request, services.env.SITE_URL);
  return redirect("/admin/my-password?done", { status: 303, headers: device ? { "Set-Cookie": device } : undefined });
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { email, refused, done } = loaderData;
  return (
    <section aria-labelledby="my-password" className="flex max-w-md flex-col gap-6">
      <h1 id="my-password" className="text-3xl sm:text-4xl">
        Change my password
      </h1>
      {done && (
        <p role="status" className="border border-line p-4 text-sm">
          Your password is changed. Your other sessions are signed out; passkeys you added since your last change wait
          for your approval on <a href="/admin/passkeys">your passkeys</a>.
        </p>
      )}
      {refused ? (
        <p role="alert">{refused}</p>
      ) : (
        <form method="post" className="flex flex-col gap-5">
          {actionData?.error && (
            <p role="alert" className="text-danger">
              {actionData.error}
            </p>
          )}
          <input type="email" name="username" value={email ?? ""} autoComplete="username" hidden readOnly />
          <TextField label="Current password" name="current" type="password" autoComplete="current-password" required />
          <NewPasswordFields label="New password" againLabel="The new password again" />
          <p className="text-sm text-ink-soft">Changing it signs you out on every other device.</p>
          <button type="submit" className={buttonClass("primary", "sm:w-fit")}>
            Change my password
          </button>
        </form>
      )}
    </section>
  );
}
