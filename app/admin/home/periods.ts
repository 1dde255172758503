// The periods the admin's home compares, in Lagos days.
import { addDays, lagosDateTimeOf, lagosDayOf, monthStart, weekStart, type Day } from "~/lib/lagos-clock";

/** From and to, both included. */
export interface Period {
  from: Day;
  to: Day;
}

/** A period and the same stretch of the one before it. */
export interface Compared {
  now: Period;
  before: Period;
}

/** The day of the previous month with the same date, or its last day when it has none (31 March → 28 or 29 February). */
function sameDayLastMonth(day: Day): Day {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * Today against yesterday; this week so far (from Monday) against the same days of last week;
 * this month so far against the same days of last month.
 */
export function homePeriods(now: Date): { today: Compared; week: Compared; month: Compared } {
  const today = lagosDayOf(now);
  const monday = weekStart(today);
  const first = monthStart(today);
  const lastMonthFirst = monthStart(sameDayLastMonth(first));
  return {
    today: { now: { from: today, to: today }, before: { from: addDays(today, -1), to: addDays(today, -1) } },
    week: { now: { from: monday, to: today }, before: { from: addDays(monday, -7), to: addDays(today, -7) } },
    month: { now: { from: first, to: today }, before: { from: lastMonthFirst, to: sameDayLastMonth(today) } },
  };
}

/**
 * Yesterday up to this time of day in Lagos: its day and the minute of it (90 at 01:30), so today
 * so far is compared with the same stretch of yesterday, not its whole day.
 */
export function sameTimeYesterday(now: Date): { day: Day; minute: number } {
  const local = lagosDateTimeOf(now);
  const minute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  return { day: addDays(local.slice(0, 10), -1), minute };
}

/** The Mondays of this week and the `count - 1` weeks after it. */
export const weeksAhead = (today: Day, count: number): Day[] =>
  Array.from({ length: count }, (_, i) => addDays(weekStart(today), 7 * i));
