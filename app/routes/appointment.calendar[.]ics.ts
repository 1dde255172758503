import { PRIVATE_NO_STORE } from "~/server/base/no-store.server";
import { calendarFileOf } from "~/server/appointments/calendar-file.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/appointment.calendar[.]ics";

/**
 * GET /appointments/{key}/calendar.ics: her booked appointment for her calendar. Its page's key is
 * the only way in, as for the page: a guessed key, or an appointment not booked, opens nothing.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { db, env } = await getServices();
  const file = await calendarFileOf(db, env.SITE_URL, params.key);
  if (!file)
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE },
    });
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="hazel-appointment.ics"',
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Robots-Tag": "noindex",
    },
  });
}
