import { AppointmentList } from "./appointment-list";
import type { AppointmentLine } from "./calendar-view.server";

/** The home's "Today's fittings": today's appointments in Lagos, with a link to the calendar. */
export function TodaysFittings({ lines }: { lines: readonly AppointmentLine[] }) {
  return (
    <section aria-labelledby="fittings-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="fittings-heading" className="text-2xl">
          Today&apos;s fittings
        </h2>
        <a href="/admin/calendar" className="text-sm underline underline-offset-4">
          Calendar
        </a>
      </div>
      <AppointmentList lines={lines} empty="No appointments today." />
    </section>
  );
}
