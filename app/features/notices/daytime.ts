import type { Daytime } from "~/features/payments";
import { addDays, lagosDayOf, lagosHourOf, lagosMidnight } from "~/lib/lagos-clock";

const HOUR_MS = 3_600_000;

/**
 * When a reminder may go at `at` (`REMINDER_DAYTIME`, the window the balance reminders keep): `at`
 * itself inside the Lagos daytime window, else the window's next start (this morning's or tomorrow's).
 */
export function inDaytime(at: Date, daytime: Daytime): Date {
  const hour = lagosHourOf(at);
  if (hour >= daytime.from && hour < daytime.to) return at;
  const day = lagosDayOf(at);
  const morning = hour < daytime.from ? day : addDays(day, 1);
  return new Date(lagosMidnight(morning).getTime() + daytime.from * HOUR_MS);
}
