import { data, redirect } from "react-router";
import { SettingsScreen } from "~/admin/appointments/settings-screen";
import { calendarSettings, saveCalendar } from "~/admin/appointments/calendar-view.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/calendar-settings";

export const meta = () => adminMeta("Calendar settings");

/** The calendar's settings: the types, the weekly hours and the closed days. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  return { ...(await calendarSettings(db)), saved: new URL(request.url).searchParams.get("saved") };
}

/** One of its forms; a refused one comes back with its message where it was sent from. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ ok: false as const, section: "", error: form.message }, { status: form.status });
  const outcome = await saveCalendar(db, form.fields);
  if (outcome.ok) return redirect(`/admin/calendar/settings?saved=${encodeURIComponent(outcome.saved)}`, 303);
  return data(outcome, { status: 400 });
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsScreen {...loaderData} saved={actionData ? null : loaderData.saved} refused={actionData} />;
}
