// How many made-to-order pieces the atelier can still finish before an event: the room left in
// every week from the earliest a piece ordered today can be ready, up to the event. Pure.
import { production } from "~/config/delivery";
import { addDays, weekStart } from "~/lib/lagos-clock";
import type { QueueFacts } from "~/features/atelier";
import { addWorkingDays } from "~/features/delivery";

export function piecesBefore(facts: QueueFacts, today: string, eventOn: string): number {
  const earliest = addWorkingDays(today, production.standard.min, facts.closed);
  if (earliest > eventOn) return 0;
  const loads = new Map(facts.booked.map((w) => [w.week, w.pieces]));
  let room = 0;
  for (let week = weekStart(earliest); week <= eventOn; week = addDays(week, 7))
    room += Math.max(0, facts.capacity.weekly - (loads.get(week) ?? 0));
  return room;
}

/**
 * The first day an event can fall on for the atelier to finish `pieces` of a style before it,
 * looking a year ahead from the earliest a piece ordered today can be ready; null past that.
 */
export function earliestEventFor(facts: QueueFacts, today: string, pieces: number): string | null {
  let day = addWorkingDays(today, production.standard.min, facts.closed);
  for (let n = 0; n < 366; n++, day = addDays(day, 1)) if (piecesBefore(facts, today, day) >= pieces) return day;
  return null;
}
