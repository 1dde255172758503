import { data, redirect } from "react-router";
import { adminMeta } from "~/admin/shared/admin-meta";
import { BackupsScreen } from "~/admin/backups/backups-screen";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { backupsView, reasonOf } from "~/admin/backups/backups-view.server";
import { BackupBusy } from "~/server/backups/backups.server";
import { describeError } from "~/server/base/log-lines.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/backups";

export const meta = () => adminMeta("Backups");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { backups } = await getServices();
  const url = new URL(request.url);
  return backupsView(backups, { taken: url.searchParams.get("taken"), busy: url.searchParams.has("busy") }, new Date());
}

/**
 * "Back up now": the backup is taken while the request waits (a few seconds), then the page
 * again, saying what was taken, so a reload takes nothing more.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  if (form.fields.get("intent") !== "back-up") {
    return data({ error: "That form could not be read. Please try again." }, { status: 400 });
  }
  const { backups } = await getServices();
  if (!backups) {
    return data(
      { error: "The shop's own backups are off: its PostgreSQL server is backed up with pg_dump." },
      { status: 409 },
    );
  }
  try {
    const taken = await backups.take("owner");
    return redirect(`/admin/backups?taken=${encodeURIComponent(taken.name)}`, 303);
  } catch (error) {
    if (error instanceof BackupBusy) return redirect("/admin/backups?busy", 303);
    console.error(`The owner's backup failed: ${describeError(error)}`);
    return data(
      {
        error: `The backup was not taken: ${reasonOf(error)}. The backups listed here are untouched. Check the server's free disk space and that BACKUP_DIR can be written, then try again.`,
      },
      { status: 500 },
    );
  }
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return <BackupsScreen {...loaderData} error={actionData?.error} />;
}
