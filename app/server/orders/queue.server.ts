// The atelier's queue as the shop reads it: capacity, the weeks' bookings and the closed days,
// kept a few seconds per process for the pages' promises and read afresh, under the capacity's
// lock, when an order takes its place (docs/decisions/275-promises-from-the-atelier-queue.md).
import { findProductFacts } from "~/features/catalogue";
import { closedSet } from "~/features/calendar";
import { scheduleOf, type QueueFacts, type Schedule } from "~/features/delivery/queue";
import { addDays, weekStart, type Day } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { lockCapacity, readCapacity } from "../atelier/store.server";
import { readClosedDays } from "../atelier/closed-days.server";
import { bookedWeeks } from "./store/index.server";

/** How far ahead the closed days are read: past any week a promise looks at. */
const DAYS_AHEAD = 400;

/** How long a process keeps what it read for the pages' promises; its own bookings drop it at once. */
const KEPT_MS = 15_000;

let kept: { today: Day; at: number; facts: QueueFacts } | undefined;

async function factsOf(db: Db, today: Day, capacity: QueueFacts["capacity"]): Promise<QueueFacts> {
  const booked = await bookedWeeks(db, weekStart(today));
  const closed = await readClosedDays(db, today, addDays(today, DAYS_AHEAD));
  return { capacity, booked, closed: closedSet(closed) };
}

/** The queue's facts for a page's promise: read at most every few seconds by this process. */
export async function queueFacts(db: Db, today: Day, now = Date.now()): Promise<QueueFacts> {
  if (kept && kept.today === today && now - kept.at < KEPT_MS) return kept.facts;
  const facts = await factsOf(db, today, await readCapacity(db));
  kept = { today, at: now, facts };
  return facts;
}

/** Forgets the kept facts: the capacity changed, or this process booked a place. */
export function forgetQueueFacts(): void {
  kept = undefined;
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
 * The queue's facts read afresh with the capacity's row locked until `tx` ends: the order stored
 * in it takes its week's place before any other instance reads that week again.
 */
export async function lockQueue(tx: Db, today: Day): Promise<QueueFacts> {
  const facts = await factsOf(tx, today, await lockCapacity(tx));
  forgetQueueFacts();
  return facts;
}
