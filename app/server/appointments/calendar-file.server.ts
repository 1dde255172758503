import { appointmentIcs, atelierAddress, type CalendarEvent } from "~/features/appointments/calendar-links";
import { site } from "~/config/site";
import type { Db } from "../db/db.server";
import { appointmentPath } from "./emails.server";
import { findByKey, type Appointment } from "./store/index.server";

/** Her appointment as a calendar event: at the atelier's address, with her page's link to move or cancel it. */
export function appointmentEvent(
  a: Pick<Appointment, "id" | "key" | "typeName" | "startsAt" | "endsAt">,
  siteUrl: string,
): CalendarEvent {
  const base = siteUrl.replace(/\/+$/, "");
  const url = `${base}${appointmentPath(a.key)}`;
  return {
    uid: `appointment-${a.id}@${new URL(base).hostname}`,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    summary: `${a.typeName} at ${site.brand}`,
    location: `${site.brand} atelier, ${atelierAddress()}`,
    description: `Your ${a.typeName.toLowerCase()} at the ${site.brand} atelier. To move or cancel it: ${url}`,
    url,
  };
}

/**
 * The .ics file of a booked appointment, for whoever holds its page's key (the same key and check
 * as the page); undefined for a key that opens nothing or an appointment not booked.
 */
export async function calendarFileOf(
  db: Db,
  siteUrl: string,
  key: string,
  now = new Date(),
): Promise<string | undefined> {
  const a = await findByKey(db, key);
  if (!a || a.status !== "booked") return undefined;
  return appointmentIcs(appointmentEvent(a, siteUrl), now);
}
