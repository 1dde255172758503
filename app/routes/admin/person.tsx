import { data, redirect } from "react-router";
import { changeRoleFromForm } from "~/admin/people/people-forms.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdmin, requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { removeStaffMember } from "~/admin/sign-in/remove-person.server";
import type { Route } from "./+types/person";

export const meta = () => adminMeta("People");

/** GET /admin/people/{id}: the people page holds her forms. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect("/admin/people");
}

/** POST /admin/people/{id}: a new role, or removed (her sessions end everywhere); never the owner. */
export async function action({ request, params }: Route.ActionArgs) {
  const { db, person } = await requireAdminActor(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data(form.message, { status: form.status });
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id === person.id)
    return data("You cannot change or remove yourself.", { status: 400 });
  const intent = form.fields.get("intent");
  if (intent === "remove") {
    if (!(await removeStaffMember(db, id)))
      return data("That person is not in place, or is the owner.", { status: 400 });
    return redirect("/admin/people?done=removed", 303);
  }
  if (intent !== "role") return data("That form could not be read: reload the page.", { status: 400 });
  const changed = await changeRoleFromForm(db, id, form.fields);
  if (!changed.ok) return data(changed.error, { status: 400 });
  return redirect("/admin/people?done=role", 303);
}
