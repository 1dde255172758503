// The atelier's queue (pure): what a week holds, the first week with room, and what the shop can
// promise an order placed today (docs/decisions/275-promises-from-the-atelier-queue.md).
import { production, type Days } from "~/config/delivery";
import { addWorkingDays, isWorkingDay, type IsoDate, type ReadyWindow, type Schedule } from "~/features/delivery";
import { addDays, weekStart } from "~/lib/lagos-clock";

/** What the atelier finishes a week (the owner's setting): made-to-order pieces, and how many of them express. */
export interface Capacity {
  weekly: number;
  express: number;
}

/** The pieces already booked in a week (its Monday, Lagos), by orders not cancelled. */
export interface WeekLoad {
  week: IsoDate;
  pieces: number;
  express: number;
}

/** What a promise is made from: the capacity, the weeks' bookings and the closed days. */
export interface QueueFacts {
  capacity: Capacity;
  booked: readonly WeekLoad[];
  closed: ReadonlySet<IsoDate>;
}

/** How far ahead a promise looks for a week with room: a year. */
const WEEKS_AHEAD = 53;

/** The weeks' bookings with one more order's place counted in its week. */
export function withPlace(booked: readonly WeekLoad[], place: WeekLoad): WeekLoad[] {
  const known = booked.some((w) => w.week === place.week);
  const added = booked.map((w) =>
    w.week === place.week ? { week: w.week, pieces: w.pieces + place.pieces, express: w.express + place.express } : w,
  );
  return known ? added : [...added, place].sort((a, b) => (a.week < b.week ? -1 : 1));
}

/** The working days of the week beginning on Monday `week`. */
function workingDaysOf(week: IsoDate, closed: ReadonlySet<IsoDate>): IsoDate[] {
  return [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(week, n)).filter((day) => isWorkingDay(day, closed));
}

/** Whether `pieces` more fit in a week: its room left covers them (an order larger than a week takes an empty one). */
function fits(load: WeekLoad, capacity: Capacity, pieces: number, express: boolean): boolean {
  const room = capacity.weekly - load.pieces;
  const roomy = pieces <= capacity.weekly ? room >= pieces : load.pieces === 0;
  return roomy && (!express || capacity.express - load.express >= pieces);
}

/**
 * The first week from the one `span.min` working days after `today` whose room left covers
 * `pieces` made-to-order pieces (and, for express, whose express room does too): ready from the
 * later of that earliest day and the week's first working day, by its last working day, never
 * after `until` (a day before a fitting, an event or express's longest span). Null when no week
 * before `until` (or within a year) has room.
 */
export function queuePlace(
  facts: QueueFacts,
  today: IsoDate,
  order: { pieces: number; express: boolean; until?: IsoDate },
): ReadyWindow | null {
  const span: Days = order.express ? production.express : production.standard;
  const earliest = addWorkingDays(today, span.min, facts.closed);
  const until = order.express ? minDay(order.until, addWorkingDays(today, span.max, facts.closed)) : order.until;
  const loads = new Map(facts.booked.map((w) => [w.week, w]));
  let week = weekStart(earliest);
  for (let n = 0; n < WEEKS_AHEAD; n++, week = addDays(week, 7)) {
    if (until && week > until) return null;
    // A full week is passed over before its days are worked out: in the wedding season most are.
    const load = loads.get(week) ?? { week, pieces: 0, express: 0 };
    if (!fits(load, facts.capacity, order.pieces, order.express)) continue;
    const days = workingDaysOf(week, facts.closed).filter((d) => d >= earliest && (!until || d <= until));
    const [first] = days;
    const last = days[days.length - 1];
    if (first && last) return { readyFrom: first, readyBy: last, week };
  }
  return null;
}

const minDay = (a: IsoDate | undefined, b: IsoDate): IsoDate => (a && a < b ? a : b);

/**
 * The promise for an order of `made` made-to-order pieces (0: ready to wear only) placed `today`:
 * made-to-order pieces from the queue, ready-to-wear ones in their working days; the slowest
 * decides. Without room within a year, the last week looked at is promised.
 */
export function scheduleOf(facts: QueueFacts, today: IsoDate, made: number, readyToWear: boolean): Schedule {
  const closed = [...facts.closed].filter((d) => d > today).sort();
  const wear = {
    readyFrom: addWorkingDays(today, production.readyToWear.min, facts.closed),
    readyBy: addWorkingDays(today, production.readyToWear.max, facts.closed),
  };
  const ready = { ...wear, week: weekStart(wear.readyBy) };
  if (made === 0) return { standard: ready, express: null, closed };
  const slowest = (w: ReadyWindow): ReadyWindow =>
    readyToWear && w.readyBy < wear.readyBy
      ? { ...w, readyBy: wear.readyBy, readyFrom: maxDay(w.readyFrom, wear.readyFrom) }
      : w;
  const standard = queuePlace(facts, today, { pieces: made, express: false }) ?? lastResort(today, facts);
  const express = queuePlace(facts, today, { pieces: made, express: true });
  return { standard: slowest(standard), express: express && slowest(express), closed };
}

const maxDay = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);

function lastResort(today: IsoDate, facts: QueueFacts): ReadyWindow {
  const day = addWorkingDays(today, WEEKS_AHEAD * 5, facts.closed);
  return { readyFrom: day, readyBy: day, week: weekStart(day) };
}
