import { NO_CLOSED_DAYS } from "~/features/appointments";
import { addDays, weekdayOf } from "~/lib/lagos-clock";

/**
 * Dates are ISO calendar days ('2026-11-23'); the atelier works Monday to Friday, West Africa
 * Time, except on its closed days (public holidays, leave: the calendar's `closed_days`).
 */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written as YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const isWeekend = (day: IsoDate) => {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
};

/** Whether the atelier works on `day`: a weekday that is not closed. */
export const isWorkingDay = (day: IsoDate, closed: ReadonlySet<IsoDate> = NO_CLOSED_DAYS) =>
  !isWeekend(day) && !closed.has(day);

/** The day `count` working days after `day` (the day itself not counted; weekends and `closed` days skipped). */
export function addWorkingDays(day: IsoDate, count: number, closed: ReadonlySet<IsoDate> = NO_CLOSED_DAYS): IsoDate {
  let next = day;
  let left = count;
  while (left > 0) {
    next = addDays(next, 1);
    if (isWorkingDay(next, closed)) left--;
  }
  return next;
}
