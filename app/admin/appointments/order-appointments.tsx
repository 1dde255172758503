import { formatShortDateTime } from "~/lib/lagos-clock";
import { AppointmentList } from "./appointment-list";
import type { AppointmentLine } from "./calendar-view.server";

/** The order page's appointments: booked for it (or paying their fee as it); nothing when there are none. */
export function OrderAppointments({ lines }: { lines: readonly AppointmentLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="order-appointments" className="flex flex-col gap-2">
      <h2 id="order-appointments" className="text-2xl">
        Appointments
      </h2>
      <AppointmentList lines={lines} empty="" />
    </section>
  );
}

/** The production sheet's dates of the order's appointments still on: "First fitting", then when. */
export const appointmentDates = (lines: readonly AppointmentLine[]) =>
  lines
    .filter((l) => l.status !== "cancelled" && l.status !== "lapsed")
    .map((l) => ({ label: l.typeName, day: formatShortDateTime(l.startsAt) }));
