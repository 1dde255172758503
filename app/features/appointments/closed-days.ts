import type { Day } from "~/lib/lagos-clock";

/** A day the atelier is closed: a public holiday or the owner's leave. */
export interface ClosedDay {
  day: Day;
  kind: "holiday" | "leave";
  /** "Christmas Day", "Annual leave": 80 characters at most. */
  reason: string;
}

/** No closed day: what a promise made without the calendar (a test, a sketch) skips. */
export const NO_CLOSED_DAYS: ReadonlySet<Day> = new Set();

/** The closed days as a set to test days against. */
export const closedSet = (days: readonly Pick<ClosedDay, "day">[]): ReadonlySet<Day> => new Set(days.map((d) => d.day));
