/** Dates are ISO calendar days ('2026-11-23'); the atelier works Monday to Friday, West Africa Time. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
/** West Africa Time is UTC+1 all year (no daylight saving). */
const WAT_OFFSET_MS = 3_600_000;

/** Today's date in Port Harcourt. */
export function todayInLagos(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + WAT_OFFSET_MS).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written as YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const toTime = (day: IsoDate) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number): IsoDate => new Date(time).toISOString().slice(0, 10);
const isWeekend = (time: number) => {
  const weekday = new Date(time).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The day `count` working days after `day` (the day itself not counted; weekends skipped). */
export function addWorkingDays(day: IsoDate, count: number): IsoDate {
  let time = toTime(day);
  let left = count;
  while (left > 0) {
    time += DAY_MS;
    if (!isWeekend(time)) left--;
  }
  return fromTime(time);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 'Friday 4 December 2026', written out by hand so the server and every browser agree. */
export function formatDay(day: IsoDate): string {
  const d = new Date(toTime(day));
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * A moment as Lagos reads it, the way en-NG writes a long date and short time: "24 November 2026
 * at 14:05". Written out by hand: a page's first Intl.DateTimeFormat loads the browser's locale
 * data, a long task on a phone (docs/decisions/187-prices-follow-their-text-dates-without-intl.md).
 */
export function formatLagosDateTime(iso: string): string {
  const lagos = new Date(Date.parse(iso) + WAT_OFFSET_MS);
  const date = `${lagos.getUTCDate()} ${MONTHS[lagos.getUTCMonth()]} ${lagos.getUTCFullYear()}`;
  return `${date} at ${twoDigits(lagos.getUTCHours())}:${twoDigits(lagos.getUTCMinutes())}`;
}
