import { lagosDayOf, type Day } from "~/lib/lagos-clock";

/** How many day buttons show at once: three rows of four on a phone. */
const DAYS_SHOWN = 12;

/** A day with times free, and how many. */
export interface FreeDay {
  day: Day;
  times: number;
}

/** The Lagos days that have a free time, in order, from slots in order. */
export function freeDays(starts: readonly Date[]): FreeDay[] {
  const out: FreeDay[] = [];
  for (const at of starts) {
    const day = lagosDayOf(at);
    const last = out.at(-1);
    if (last?.day === day) last.times += 1;
    else out.push({ day, times: 1 });
  }
  return out;
}

/** The day to show the times of: the one asked for when it has times, else the first free one. */
export function dayToShow(days: readonly FreeDay[], asked: string | undefined): Day | undefined {
  return days.find((d) => d.day === asked)?.day ?? days[0]?.day;
}

/**
 * The block of day buttons that holds the day shown, and the first day of the blocks before and
 * after it (for "Earlier dates" and "Later dates"), when there are such.
 */
export function dayBlock(
  days: readonly FreeDay[],
  shown: Day | undefined,
  size = DAYS_SHOWN,
): { days: FreeDay[]; earlier?: Day; later?: Day } {
  const at = Math.max(
    0,
    days.findIndex((d) => d.day === shown),
  );
  const start = at - (at % size);
  return {
    days: days.slice(start, start + size),
    earlier: start > 0 ? days[start - size]?.day : undefined,
    later: days[start + size]?.day,
  };
}
