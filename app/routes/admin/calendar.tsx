import { CalendarScreen } from "~/admin/appointments/calendar-screen";
import { calendarWeek } from "~/admin/appointments/calendar-view.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/calendar";

export const meta = () => adminMeta("Calendar");

/** Her calendar: the week from today (or ?from=…) as a list of days. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const url = new URL(request.url);
  return { ...(await calendarWeek(db, url.searchParams.get("from"))), saved: url.searchParams.get("saved") };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <CalendarScreen {...loaderData} />;
}
