import { data, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { nameOwnerFromForm } from "~/admin/people/people-forms.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/welcome";

export const meta = () => adminMeta("Your name");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/** The owner names herself, so what she does names her and her invitations come from her. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const named = await nameOwnerFromForm(db, form.fields);
  if (!named.ok) return data({ error: named.error }, { status: 400 });
  return redirect("/admin", 303);
}

export default function Screen({ actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="welcome-heading" className="flex max-w-md flex-col gap-4">
      <h1 id="welcome-heading" className="text-4xl">
        Who are you?
      </h1>
      <p>
        You are the shop&apos;s owner. Your name goes beside what you do here, and on the invitations you send to the
        people who work with you.
      </p>
      <form method="post" className="flex flex-col gap-4">
        {actionData?.error && (
          <p role="alert" className="text-danger">
            {actionData.error}
          </p>
        )}
        <TextField label="Your name" name="name" required maxLength={80} autoComplete="name" />
        <TextField label="Your email" name="email" type="email" required maxLength={254} autoComplete="email" />
        <button type="submit" className={buttonClass("primary", "self-start")}>
          Save
        </button>
      </form>
    </section>
  );
}
