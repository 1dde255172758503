// The owner's ready day set by hand on her order page: the order's pieces move to that day's week
// in the atelier's queue, its delivery day keeps its days on the road, and a deposit's balance
// falls due 24 hours before the first day the piece is needed (balanceNeedDay).
import { closedSet } from "~/features/appointments";
import { addWorkingDays } from "~/features/delivery";
import { handSetDayProblem } from "~/features/delivery/hand-set-day";
import { balanceDueAt, balanceNeedDay } from "~/features/payments";
import type { OrderState } from "~/features/orders";
import { addDays, formatDay, lagosDayOf, weekStart } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { readClosedDays } from "../atelier/closed-days.server";
import { forgetQueueFacts } from "../atelier/queue.server";
import { addOrderEvent, lockOrder, setReadyBy } from "./store/index.server";

/** States whose ready day still means something: the pieces are still to be made. */
const BEING_MADE: readonly OrderState[] = ["pending", "review", "paid", "in_production"];

/** The working days from `from` to `to` (0 when the same day or before). */
function workingDaysBetween(from: string, to: string, closed: ReadonlySet<string>): number {
  let n = 0;
  while (n < 60 && addWorkingDays(from, n, closed) < to) n++;
  return n;
}

export type ReadyByResult = { ok: true } | { ok: false; message: string };

/** Sets the order's ready day to `raw` (Lagos), or says in words why not; nothing is half changed. */
export async function setReadyByHand(db: Db, reference: string, raw: string, now = new Date()): Promise<ReadyByResult> {
  const today = lagosDayOf(now);
  const closed = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? await readClosedDays(db, raw, addDays(raw, 90)) : [];
  const problem = handSetDayProblem(raw, today, closed);
  if (problem) return { ok: false, message: problem };
  const result = await db.transaction(async (tx): Promise<ReadyByResult> => {
    const order = await lockOrder(tx, reference);
    if (!order) return { ok: false, message: "This order no longer exists." };
    if (!BEING_MADE.includes(order.status))
      return { ok: false, message: "Only an order still to be made has a ready day to set." };
    const d = order.delivery;
    const shut = closedSet(closed);
    const travel = d.readyBy && d.deliverBy ? workingDaysBetween(d.readyBy, d.deliverBy, shut) : 0;
    const due = order.deposit ? balanceDueAt(balanceNeedDay(raw, order.quote?.finalFittingOn ?? null)) : null;
    await setReadyBy(tx, reference, {
      readyBy: raw,
      deliverBy: addWorkingDays(raw, travel, shut),
      week: weekStart(raw),
      balanceDueAt: due,
    });
    const note = `Ready day set by hand: ${formatDay(raw)}${d.readyBy ? ` (was ${formatDay(d.readyBy)})` : ""}.`;
    await addOrderEvent(tx, { reference, from: order.status, to: order.status, source: "owner", note });
    return { ok: true };
  });
  forgetQueueFacts();
  return result;
}
