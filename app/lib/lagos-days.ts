// Lagos calendar days and the periods of the admin's home. Lagos keeps UTC+1 all year, so a day is
// a fixed 24 hours and days are plain text, "2026-11-27", compared as text.

/** A Lagos calendar day, "YYYY-MM-DD". */
export type Day = string;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The Lagos day of an instant. */
export const lagosDayOf = (at: Date): Day => new Date(at.getTime() + HOUR_MS).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: Day, n: number): Day =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** 0 for Monday … 6 for Sunday. */
const weekdayOf = (day: Day): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The Monday that starts the week of `day`. */
export const weekStart = (day: Day): Day => addDays(day, -weekdayOf(day));

/** The first of the month of `day`. */
export const monthStart = (day: Day): Day => `${day.slice(0, 8)}01`;

/** Days from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

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

/** The Mondays of this week and the `count - 1` weeks after it. */
export const weeksAhead = (today: Day, count: number): Day[] =>
  Array.from({ length: count }, (_, i) => addDays(weekStart(today), 7 * i));

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "Mon" for a day. */
export const weekdayName = (day: Day) => weekday.format(new Date(`${day}T00:00:00Z`));
/** "27 Nov" for a day. */
export const shortDate = (day: Day) => dayMonth.format(new Date(`${day}T00:00:00Z`));
