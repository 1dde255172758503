// The home's six weeks of the atelier's queue (pure): capacity against the pieces booked.
import type { Capacity, WeekLoad } from "~/features/atelier";
import { addDays, formatShortDate, weekStart } from "~/lib/lagos-clock";

export interface QueueWeek {
  /** Its Monday (Lagos). */
  week: string;
  /** "Week of 30 Nov". */
  label: string;
  pieces: number;
  express: number;
  capacity: number;
  /** No room left for another piece. */
  full: boolean;
}

/** The `count` weeks from this one: the pieces booked in each against the week's capacity. */
export function queueWeeks(capacity: Capacity, booked: readonly WeekLoad[], today: string, count = 6): QueueWeek[] {
  const first = weekStart(today);
  return Array.from({ length: count }, (_, i) => {
    const week = addDays(first, 7 * i);
    const load = booked.find((w) => w.week === week);
    const pieces = load?.pieces ?? 0;
    return {
      week,
      label: `Week of ${formatShortDate(week)}`,
      pieces,
      express: load?.express ?? 0,
      capacity: capacity.weekly,
      full: pieces >= capacity.weekly,
    };
  });
}

/** "12 of 25 pieces, 2 express" or "25 of 25 pieces: full". */
export function queueWeekText(w: QueueWeek): string {
  const express = w.express > 0 ? `, ${w.express} express` : "";
  return `${w.pieces} of ${w.capacity} pieces${express}${w.full ? ": full" : ""}`;
}
