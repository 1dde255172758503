/**
 * Lagos wall-clock time. Africa/Lagos has kept UTC+1 all year since 1919, with no daylight
 * saving, so a fixed offset is exact and needs no time-zone data in the browser or the server.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** "2026-11-27T00:00" (or "…T00:00:30"), a date and a time of day as the owner types them in Lagos. */
export type LagosDateTime = string;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant of a Lagos date and time; undefined for text that is not a real one. */
export function lagosInstant(local: LagosDateTime): Date | undefined {
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

/** The Lagos date and time of an instant, as a date-and-time field shows it: to the minute, or the second when it has seconds. */
export function lagosDateTime(instant: Date): LagosDateTime {
  const text = new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString();
  return text.slice(16, 19) === ":00" ? text.slice(0, 16) : text.slice(0, 19);
}

/** The Lagos calendar date of an instant, "2026-11-27". */
export function lagosDate(instant: Date): string {
  return lagosDateTime(instant).slice(0, 10);
}
