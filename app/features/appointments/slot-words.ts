import { lagosDateTimeOf, weekdayOf } from "~/lib/lagos-clock";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Tue 5 Jan": a Lagos day in short words, written by hand (a shopper's page loads no Intl data for it). */
export function shortDayWords(day: string): string {
  return `${DAYS[weekdayOf(day)]} ${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
}

/** "Tue 5 Jan, 10:00 WAT": a start in Lagos time. */
export function slotWords(at: Date): string {
  const local = lagosDateTimeOf(at);
  return `${shortDayWords(local.slice(0, 10))}, ${local.slice(11, 16)} WAT`;
}

/** "10:00": a start's Lagos time of day. */
export const slotClock = (at: Date): string => lagosDateTimeOf(at).slice(11, 16);

/**
 * The fee order's one line: the appointment as it stands now ("Fitting, Tue 5 Jan, 10:00 WAT", its
 * current time after a move, or "Fitting, Cancelled"), kept on the order so every page that shows
 * the order reads it.
 */
export const feeLineName = (typeName: string, startsAt: Date, cancelled = false): string =>
  `${typeName}, ${cancelled ? "Cancelled" : slotWords(startsAt)}`;
