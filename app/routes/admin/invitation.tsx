import { data, redirect } from "react-router";
import { SkipLink } from "~/components/layout/skip-link";
import { buttonClass } from "~/components/ui/button";
import { NewPasswordFields } from "~/admin/shared/new-password-fields";
import { acceptInvitation, invitationState } from "~/admin/people/accept.server";
import { ROLE_WORDS } from "~/admin/people/roles";
import { adminMeta } from "~/admin/shared/admin-meta";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireSameSite, signInStaff } from "~/admin/sign-in/admin-auth.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/invitation";

export const meta = () => adminMeta("Your invitation");

/**
 * GET /admin/invitation/{token}: what the invitation offers, or why it cannot be used. Opening it
 * changes nothing (a mail scanner opens links): only the press on its button accepts it.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await getServices();
  const state = await invitationState(db, params.token);
  if (state.kind === "refused") return data({ refused: state.words, invitation: null }, { status: 410 });
  const { name, email, role } = state.invitation;
  return { refused: null, invitation: { name, email, role: ROLE_WORDS[role].toLowerCase() } };
}

/** POST: her password chosen, the person made and signed in, the invitation used; refused in words. */
export async function action({ request, params }: Route.ActionArgs) {
  const { db, env } = await requireSameSite(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const accepted = await acceptInvitation(db, params.token, form.fields);
  if (!accepted.ok) return data({ error: accepted.error }, { status: 400 });
  return redirect("/admin", {
    status: 303,
    headers: { "Set-Cookie": await signInStaff(db, request, accepted.person, env.SITE_URL) },
  });
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, refused } = loaderData;
  return (
    <>
      <SkipLink />
      <main id="main" className="flex flex-1 items-center justify-center bg-linen px-4 py-12">
        <div className="flex w-full max-w-sm flex-col gap-6 border border-line bg-ivory p-6 sm:p-8">
          <h1 className="text-3xl">Your invitation</h1>
          {invitation ? (
            <>
              <p>
                {invitation.name}, you are invited to Hazel&apos;s back office as {invitation.role}. Choose your
                password; you will sign in with {invitation.email} and it.
              </p>
              <form method="post" className="flex flex-col gap-5">
                {actionData?.error && (
                  <p role="alert" className="text-danger">
                    {actionData.error}
                  </p>
                )}
                <input type="email" name="username" value={invitation.email} autoComplete="username" hidden readOnly />
                <NewPasswordFields label="Your password" againLabel="The same password again" />
                <button type="submit" className={buttonClass("primary")}>
                  Accept and sign in
                </button>
              </form>
            </>
          ) : (
            <p role="alert">{refused}</p>
          )}
          <a href="/admin/sign-in" className="underline underline-offset-4">
            Sign in
          </a>
        </div>
      </main>
    </>
  );
}
