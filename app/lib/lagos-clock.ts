// The shop's clock: Lagos days, times and their words. Lagos keeps West Africa Time, UTC+1 all
// year with no daylight saving since 1919, so every conversion here is that fixed hour and needs
// no time-zone data. The shopper's pages write their dates by hand: a page's first
// Intl.DateTimeFormat is a long task on a phone (docs/decisions/187-prices-follow-their-text-dates-without-intl.md).
// The owner's screens keep Intl's en-GB words, read in UTC from the already shifted instant.

/** A calendar day, "2026-11-27"; days compare as text. */
export type Day = string;

/** "2026-11-27T00:00" (or "…T00:00:30"): a Lagos date and time as a date-and-time field holds it. */
export type LagosDateTime = string;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LAGOS_OFFSET_MS = HOUR_MS;

/** The instant moved an hour on, so its UTC fields read Lagos's wall clock. */
const wallClock = (at: Date | string): Date => new Date(new Date(at).getTime() + LAGOS_OFFSET_MS);
const dayAsDate = (day: Day): Date => new Date(`${day}T00:00:00Z`);

/** The Lagos day of an instant. */
export const lagosDayOf = (at: Date): Day => wallClock(at).toISOString().slice(0, 10);

/** Today in Lagos. */
export const lagosToday = (): Day => lagosDayOf(new Date());

/** The last Lagos day before an end that excludes itself (a balance due, a sale ending at midnight). */
export const lastLagosDayBefore = (end: Date): Day => lagosDayOf(new Date(end.getTime() - 1));

/** An instant as a date-and-time field shows it in Lagos: to the minute, or the second when it has seconds. */
export function lagosDateTimeOf(at: Date): LagosDateTime {
  const text = wallClock(at).toISOString();
  return text.slice(16, 19) === ":00" ? text.slice(0, 16) : text.slice(0, 19);
}

/** "2026-11-27 14:05", which spreadsheets read as a date and time: for CSV cells. */
export const lagosCsvDateTime = (at: Date): string => wallClock(at).toISOString().slice(0, 16).replace("T", " ");

/** ISO 8601 to the minute with Lagos's offset: "2026-11-27T00:00+01:00". */
export const lagosIsoMinute = (at: Date): string => `${wallClock(at).toISOString().slice(0, 16)}+01:00`;

/** The Lagos hour of an instant, its minutes and seconds as a fraction: 14.5 at 14:30. */
export function lagosHourOf(at: Date): number {
  const local = wallClock(at);
  return local.getUTCHours() + local.getUTCMinutes() / 60 + local.getUTCSeconds() / 3600;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant of a Lagos date and time; undefined for text that is not a real one. */
export function instantOfLagosTime(local: LagosDateTime): Date | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return real ? new Date(utc - LAGOS_OFFSET_MS) : undefined;
}

/** The instant a Lagos day begins. */
export const lagosMidnight = (day: Day): Date => new Date(dayAsDate(day).getTime() - LAGOS_OFFSET_MS);

/** The days from 1970-01-01 to `day`: from its numbers, not by parsing text into a Date. */
const epochDayOf = (day: Day): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: Day, n: number): Day =>
  new Date((epochDayOf(day) + n) * DAY_MS).toISOString().slice(0, 10);

/** The day of the week of `day`: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (day: Day): number => (((epochDayOf(day) + 4) % 7) + 7) % 7;

/** The instant `minute` minutes after a Lagos day begins (600: 10:00 Lagos). */
export const lagosMinuteOf = (day: Day, minute: number): Date =>
  new Date(lagosMidnight(day).getTime() + minute * 60_000);

/** The Monday that starts the week of `day` (Sunday belongs to the week before). */
export const weekStart = (day: Day): Day => addDays(day, -((weekdayOf(day) + 6) % 7));

/** The first of the month of `day`. */
export const monthStart = (day: Day): Day => `${day.slice(0, 8)}01`;

/** Days from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
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
const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "Friday 4 December 2026". */
export function formatDay(day: Day): string {
  const d = dayAsDate(day);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Friday 27 November 2026 at 00:00" in Lagos, with its seconds when it has some. */
export function formatDayAndTime(at: Date | string): string {
  const local = lagosDateTimeOf(new Date(at));
  return `${formatDay(local.slice(0, 10))} at ${local.slice(11)}`;
}

/** "24 November 2026 at 14:05" in Lagos, as Intl's en-NG long date and short time write it. */
export function formatDateAndTime(at: Date | string): string {
  const d = wallClock(at);
  const date = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return `${date} at ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}`;
}

/** An en-GB Intl formatter of a Lagos wall clock, made on first use: a page that never calls it loads no locale data. */
function intlWords(options: Intl.DateTimeFormatOptions): (wall: Date) => string {
  let intl: Intl.DateTimeFormat | undefined;
  return (wall) => (intl ??= new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" })).format(wall);
}

const shortDateTime = intlWords({ dateStyle: "medium", timeStyle: "short" });
const timeOfDay = intlWords({ timeStyle: "short" });
const weekdayDateTime = intlWords({
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
});
const shortDate = intlWords({ day: "numeric", month: "short" });
const shortWeekday = intlWords({ weekday: "short" });

/** "27 Nov 2026, 14:05" in Lagos: a moment on the owner's screens. */
export const formatShortDateTime = (at: Date | string): string => shortDateTime(wallClock(at));

/** "14:05" in Lagos. */
export const formatTimeOfDay = (at: Date | string): string => timeOfDay(wallClock(at));

/** "Tuesday 15 December at 14:05" in Lagos. */
export const formatWeekdayDateTime = (at: Date | string): string => weekdayDateTime(wallClock(at));

/** "27 Nov". */
export const formatShortDate = (day: Day): string => shortDate(dayAsDate(day));

/** "Fri". */
export const formatShortWeekday = (day: Day): string => shortWeekday(dayAsDate(day));
