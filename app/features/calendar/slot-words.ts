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

/** The time zones a shopper abroad may pick without a script, the diaspora's usual ones. */
export const ABROAD_ZONES: readonly { zone: string; label: string }[] = [
  { zone: "Europe/London", label: "London" },
  { zone: "Europe/Paris", label: "Paris, Berlin, Rome" },
  { zone: "America/New_York", label: "New York, Toronto" },
  { zone: "America/Chicago", label: "Houston, Chicago" },
  { zone: "America/Los_Angeles", label: "Los Angeles" },
  { zone: "Africa/Johannesburg", label: "Johannesburg" },
  { zone: "Asia/Dubai", label: "Dubai" },
];

/** Whether a time zone is a real IANA one the runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * "Tue 5 Jan, 09:00 your time": the start in her own time zone (Intl's data, daylight saving
 * included), or undefined when her zone keeps Lagos's clock at that instant (nothing to add).
 */
export function herTimeWords(at: Date, zone: string): string | undefined {
  if (!isTimeZone(zone)) return undefined;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const words = `${get("weekday")} ${get("day")} ${get("month")}, ${get("hour")}:${get("minute")}`;
  return words === slotWords(at).replace(" WAT", "") ? undefined : `${words} your time`;
}

/**
 * The fee order's one line: the appointment as it stands now ("Fitting, Tue 5 Jan, 10:00 WAT", its
 * current time after a move, or "Fitting, Cancelled"), kept on the order so every page that shows
 * the order reads it.
 */
export const feeLineName = (typeName: string, startsAt: Date, cancelled = false): string =>
  `${typeName}, ${cancelled ? "Cancelled" : slotWords(startsAt)}`;
