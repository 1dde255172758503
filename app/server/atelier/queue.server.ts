// The atelier's queue as the shop reads it: capacity, the weeks' bookings and the closed days,
// kept a few seconds per process for the pages' promises; an order takes its place from the
// capacity and the weeks read afresh under the capacity's lock, and what it booked is kept
// (docs/decisions/275-promises-from-the-atelier-queue.md).
import { findProductFacts } from "~/features/catalogue";
import { closedSet } from "~/features/appointments";
import { scheduleOf, withPlace, type QueueFacts } from "~/features/atelier";
import type { Schedule } from "~/features/delivery";
import { addDays, weekStart, type Day } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { lockCapacity, readCapacity } from "./store.server";
import { readClosedDays } from "./closed-days.server";
import { bookedWeeks } from "./queue-weeks.server";

/** How far ahead the closed days are read: past any week a promise looks at. */
const DAYS_AHEAD = 400;

/** How long a process keeps what it read; its own changes replace or drop it at once. */
const KEPT_MS = 15_000;

interface Kept<T> {
  today: Day;
  at: number;
  value: T;
}
let kept: Kept<QueueFacts> | undefined;
let keptClosed: Kept<ReadonlySet<Day>> | undefined;

const fresh = <T>(k: Kept<T> | undefined, today: Day, now: number): k is Kept<T> =>
  k !== undefined && k.today === today && now - k.at < KEPT_MS;

/**
 * The closed days ahead, kept as the facts are. An order reads them from here too, under the
 * capacity's lock: the owner's rare change reaches other instances within seconds, while the
 * weeks' places, which two orders race for, are always read afresh.
 */
async function closedDays(db: Db, today: Day, now: number): Promise<ReadonlySet<Day>> {
  if (fresh(keptClosed, today, now)) return keptClosed.value;
  const value = closedSet(await readClosedDays(db, today, addDays(today, DAYS_AHEAD)));
  keptClosed = { today, at: now, value };
  return value;
}

/** The queue's facts for a page's promise: read at most every few seconds by this process. */
export async function queueFacts(db: Db, today: Day, now = Date.now()): Promise<QueueFacts> {
  if (fresh(kept, today, now)) return kept.value;
  const capacity = await readCapacity(db);
  const booked = await bookedWeeks(db, weekStart(today));
  const value = { capacity, booked, closed: await closedDays(db, today, now) };
  kept = { today, at: now, value };
  return value;
}

/** Forgets what this process keeps: the capacity, a booking or a closed day changed. */
export function forgetQueueFacts(): void {
  kept = undefined;
  keptClosed = undefined;
}

/**
 * Keeps, once its transaction has committed, what an order was placed from with its own place
 * counted: no older than a read would be, and the next page's promise needs no read.
 */
export function keepBooking(today: Day, facts: QueueFacts, place: BookedPlace | undefined): void {
  const load = place && { week: place.week, pieces: place.pieces, express: place.express ? place.pieces : 0 };
  kept = { today, at: Date.now(), value: load ? { ...facts, booked: withPlace(facts.booked, load) } : facts };
}

/** The week an order's made-to-order pieces count in, as the order stores it. */
export interface BookedPlace {
  week: Day;
  pieces: number;
  express: boolean;
}

/** What an order's pieces count in the queue: its made-to-order pieces, and whether it has ready-to-wear ones. */
export interface QueuePieces {
  made: number;
  readyToWear: boolean;
}

/** The queue's count of an order's lines: product 0 is a made-to-measure piece, made to order. */
export function queuePiecesOf(lines: readonly { productId: number; quantity: number }[], find = findProductFacts) {
  const made = (l: { productId: number }) => l.productId === 0 || (find(l.productId)?.madeToOrder ?? false);
  return {
    made: lines.filter(made).reduce((sum, l) => sum + l.quantity, 0),
    readyToWear: lines.some((l) => !made(l)),
  };
}

/** The schedules worked out from each kept set of facts: a page asks again for the same pieces every request. */
const schedules = new WeakMap<QueueFacts, Map<string, Schedule>>();

/** The promise a page shows for these pieces ordered today. */
export async function scheduleFor(db: Db, today: Day, pieces: QueuePieces): Promise<Schedule> {
  const facts = await queueFacts(db, today);
  let known = schedules.get(facts);
  if (!known) schedules.set(facts, (known = new Map()));
  const key = `${today} ${pieces.made} ${pieces.readyToWear}`;
  let schedule = known.get(key);
  if (!schedule) known.set(key, (schedule = scheduleOf(facts, today, pieces.made, pieces.readyToWear)));
  return schedule;
}

/**
 * The capacity with its row locked until `tx` ends and the weeks read after the lock was granted,
 * in one call: the order stored in `tx` takes its week's place before any other instance reads
 * that week again.
 */
export async function lockQueue(tx: Db, today: Day): Promise<QueueFacts> {
  const { capacity, booked } = await lockCapacity(tx, weekStart(today));
  return { capacity, booked, closed: await closedDays(tx, today, Date.now()) };
}
