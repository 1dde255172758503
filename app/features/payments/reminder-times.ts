// When a balance's reminders go (docs/decisions/248-reminders-once-by-the-outbox.md): at their
// hours before the due time, never at night in Lagos, and only the latest one due. Pure: no I/O,
// no clock but the one passed in.
import { addDays, lagosDayOf, lagosHourOf, lagosMidnight } from "~/lib/lagos-clock";

const HOUR_MS = 3_600_000;

/** Hours of the Lagos day, from (inclusive) up to (exclusive), when the shop writes to a shopper. */
export interface Daytime {
  from: number;
  to: number;
}

/**
 * Daytime in Lagos by default (`REMINDER_DAYTIME`): from 09:00 up to 19:00. A reminder whose hour
 * falls at night is planned an hour before daytime ends (18:00) the evening before, so a job
 * looking every few minutes still finds it in daytime.
 */
const LAGOS_DAYTIME: Daytime = { from: 9, to: 19 };

/** Whether an instant is Lagos daytime (09:00 up to 19:00), when a shopper may be written to. */
export function isLagosDaytime(at: Date, daytime: Daytime = LAGOS_DAYTIME): boolean {
  const hour = lagosHourOf(at);
  return hour >= daytime.from && hour < daytime.to;
}

/**
 * When a reminder `hoursBefore` the due instant is planned: that instant when it falls in Lagos
 * daytime, else 18:00 (an hour before daytime ends) the evening before it (the same evening for one after 19:00), so she never
 * has less notice than promised and is never written to at night.
 */
export function reminderAt(dueAt: Date, hoursBefore: number, daytime: Daytime = LAGOS_DAYTIME): Date {
  const target = new Date(dueAt.getTime() - hoursBefore * HOUR_MS);
  if (isLagosDaytime(target, daytime)) return target;
  const day = lagosDayOf(target);
  const evening = lagosHourOf(target) < daytime.from ? addDays(day, -1) : day;
  return new Date(lagosMidnight(evening).getTime() + (daytime.to - 1) * HOUR_MS);
}

/**
 * Which of a balance's reminders (`hoursBefore`, one per reminder) to send at `now`: none at night
 * in Lagos (one due then waits for 09:00), none once the balance is due, and of those whose planned
 * time has come only the latest (the fewest hours before): a deposit paid inside the last day is
 * reminded once, never twice at once. The index into `hoursBefore`, or undefined.
 */
export function balanceReminderToSend(
  dueAt: Date,
  hoursBefore: readonly number[],
  now: Date,
  daytime: Daytime = LAGOS_DAYTIME,
): number | undefined {
  if (now >= dueAt || !isLagosDaytime(now, daytime)) return undefined;
  let latest: number | undefined;
  for (const [i, hours] of hoursBefore.entries()) {
    if (now < reminderAt(dueAt, hours, daytime)) continue;
    if (latest === undefined || hours < hoursBefore[latest]!) latest = i;
  }
  return latest;
}
