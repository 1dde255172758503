import { data, redirect } from "react-router";
import { invite } from "~/admin/people/invite.server";
import { withdrawFromForm } from "~/admin/people/people-forms.server";
import { PeopleScreen } from "~/admin/people/people-screen";
import { listPeople, openInvitations } from "~/admin/people/store/index.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdmin, requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { formatDateAndTime } from "~/lib/lagos-clock";
import { noticeText } from "~/lib/notice-text";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/people";

export const meta = () => adminMeta("People");

const DONE: Record<string, string> = {
  invited: "The invitation is on its way.",
  role: "The role is changed: it applies on her next page.",
  removed: "She is removed and signed out everywhere; the invitations still open for her email are withdrawn.",
  withdrawn: "The invitation is withdrawn: its link no longer works.",
};

/** GET /admin/people: the owner's people and the invitations waiting. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const [people, invitations] = await Promise.all([listPeople(db), openInvitations(db)]);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    people: people.map((p) => ({
      id: p.id,
      role: p.role,
      removed: p.removed,
      name: p.name ?? "The owner",
      email: p.email ?? "",
    })),
    invitations: invitations.map((i) => ({ ...i, expires: formatDateAndTime(i.expiresAt) })),
    done: noticeText(DONE, done) ?? undefined,
  };
}

/** POST /admin/people: an invitation, mailed through the outbox; or (intent withdraw) one withdrawn. */
export async function action({ request }: Route.ActionArgs) {
  const { db, person } = await requireAdminActor(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  if (form.fields.get("intent") === "withdraw") {
    const withdrawn = await withdrawFromForm(db, form.fields);
    if (!withdrawn.ok) return data({ error: withdrawn.error }, { status: 400 });
    return redirect("/admin/people?done=withdrawn", 303);
  }
  const sent = await invite(db, (await getServices()).env.SITE_URL, person, form.fields);
  if (!sent.ok) return data({ error: sent.error }, { status: 400 });
  return redirect("/admin/people?done=invited", 303);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return <PeopleScreen {...loaderData} error={actionData?.error} />;
}
