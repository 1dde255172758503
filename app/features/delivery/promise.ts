import type { Days } from "~/config/delivery";
import { formatDay } from "~/lib/lagos-clock";
import { addWorkingDays, type IsoDate } from "./working-days";

/** The days an order is promised ready to dispatch or collect, and the week it is booked in. */
export interface ReadyWindow {
  readyFrom: IsoDate;
  readyBy: IsoDate;
  week: IsoDate;
}

/**
 * What the shop can promise an order placed today, as the atelier's queue works it out: standard,
 * and express while express room is left.
 */
export interface Schedule {
  standard: ReadyWindow;
  express: ReadyWindow | null;
  /** The closed days ahead, which the delivery's working days skip too. */
  closed: IsoDate[];
}

/** What the shop promises for an order placed today. */
export interface Promised {
  /** Earliest and latest day the order is ready to dispatch or collect. */
  readyFrom: IsoDate;
  readyBy: IsoDate;
  /** Latest day it reaches the shopper (the same as readyBy for pickup). */
  deliverBy: IsoDate;
}

/** The promise of an order ready in `ready` (from the queue), then `delivery`'s working days on the road. */
export function promise(
  ready: Pick<Promised, "readyFrom" | "readyBy">,
  delivery: Days,
  closed: ReadonlySet<IsoDate>,
): Promised {
  const { readyFrom, readyBy } = ready;
  return { readyFrom, readyBy, deliverBy: addWorkingDays(readyBy, delivery.max, closed) };
}

/** 'ready to dispatch between Tuesday 1 December 2026 and Friday 11 December 2026', or one day when both agree. */
export function readyText(p: Pick<Promised, "readyFrom" | "readyBy">, pickup = false): string {
  const what = pickup ? "ready to collect" : "ready to dispatch";
  return p.readyFrom === p.readyBy
    ? `${what} by ${formatDay(p.readyBy)}`
    : `${what} between ${formatDay(p.readyFrom)} and ${formatDay(p.readyBy)}`;
}
