import { addDays, lagosDayOf, type Day } from "~/lib/lagos-clock";

/** How many days the owner's calendar shows at once. */
export const WEEK_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One day of the owner's calendar: its appointments in order, and whether it is today. */
export interface CalendarDay<T> {
  day: Day;
  today: boolean;
  lines: T[];
}

/** The first day to show: the one asked for (a real day), else today. */
export function weekFrom(asked: string | null | undefined, today: Day): Day {
  if (!asked || !DAY.test(asked)) return today;
  return lagosDayOf(new Date(`${asked}T12:00:00Z`)) === asked ? asked : today;
}

/**
 * The week from `from` as a list of days, each with the appointments that start on it in Lagos
 * (in the order given), every day present even when it has none; today marked.
 */
export function daysOfWeek<T extends { startsAt: string }>(
  from: Day,
  today: Day,
  lines: readonly T[],
  size = WEEK_DAYS,
): CalendarDay<T>[] {
  const days: CalendarDay<T>[] = Array.from({ length: size }, (_, i) => {
    const day = addDays(from, i);
    return { day, today: day === today, lines: [] };
  });
  for (const line of lines) days.find((d) => d.day === lagosDayOf(new Date(line.startsAt)))?.lines.push(line);
  return days;
}
