import type { CalendarDay } from "~/features/appointments";
import { formatShortDate } from "~/lib/lagos-clock";
import type { AppointmentLine } from "./calendar-view.server";
import { DayList } from "./day-list";

const linkClass = "inline-flex min-h-11 items-center underline underline-offset-4";

/** The owner's calendar: a week from today (or the day asked) as a list of days, the weeks either side, and her settings' page. */
export function CalendarScreen({
  today,
  from,
  days,
  closed,
  previous,
  next,
  saved,
}: {
  today: string;
  from: string;
  days: CalendarDay<AppointmentLine>[];
  closed: Record<string, string>;
  previous: string;
  next: string;
  saved: string | null;
}) {
  const last = days.at(-1)?.day ?? from;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-3xl sm:text-4xl">Calendar</h1>
        <a href="/admin/calendar/settings" className={`${linkClass} text-sm`}>
          Settings: types, hours, closed days
        </a>
      </div>
      {saved && (
        <p role="status" className="border border-line bg-linen p-3 text-sm">
          {saved}
        </p>
      )}
      <nav aria-label="Weeks" className="flex flex-col gap-1 text-sm">
        <p className="font-medium">
          {formatShortDate(from)} – {formatShortDate(last)}
        </p>
        <p className="flex flex-wrap items-center justify-between gap-x-4">
          <a href={`/admin/calendar?from=${previous}`} className={linkClass}>
            ← Previous week
          </a>
          {from !== today && (
            <a href="/admin/calendar" className={linkClass}>
              This week
            </a>
          )}
          <a href={`/admin/calendar?from=${next}`} className={linkClass}>
            Next week →
          </a>
        </p>
      </nav>
      <DayList days={days} closed={closed} />
    </>
  );
}
