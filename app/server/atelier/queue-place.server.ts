import { findProductFacts } from "~/features/catalogue";
import { priceCheckout, type PricedRequest } from "~/features/checkout/price-checkout";
import { scheduleOf, type QueueFacts } from "~/features/atelier";
import type { OrderDelivery } from "~/features/orders";
import type { Day } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { lockQueue, type QueuePieces } from "./queue.server";
import type { AbroadFees } from "~/features/delivery";
import type { DollarTerms } from "~/features/dollars/dollar-prices";

/** Thrown inside the order's transaction when the express place it was shown went to another order meanwhile. */
export class QueueFull extends Error {}

/**
 * A new order's place in the atelier's queue, taken under the capacity's lock: the order's dates
 * from the weeks as they stand now (another instance may just have taken the last place of the
 * week the page showed), and the week its made-to-order pieces count in. An order of ready-to-wear
 * pieces alone takes no place and keeps its dates.
 */
export async function takeQueuePlace(
  tx: Db,
  asked: {
    order: PricedRequest;
    today: Day;
    pieces: QueuePieces;
    shown: OrderDelivery;
    abroad?: AbroadFees;
    dollars?: DollarTerms | null;
  },
): Promise<{
  delivery: OrderDelivery;
  queue?: { week: string; pieces: number; express: boolean };
  /** What the place was taken from, for the process to keep once the order is committed. */
  facts?: QueueFacts;
}> {
  const { order, today, pieces } = asked;
  if (pieces.made === 0) return { delivery: asked.shown };
  const facts = await lockQueue(tx, today);
  const schedule = scheduleOf(facts, today, pieces.made, pieces.readyToWear);
  const again = priceCheckout(order, today, findProductFacts, schedule, asked.abroad, asked.dollars);
  const window = order.express ? schedule.express : schedule.standard;
  if (!again.ok || !window) throw new QueueFull(again.ok ? "express: express production is full." : again.message);
  const { delivery } = again.priced;
  return { delivery, queue: { week: window.week, pieces: pieces.made, express: delivery.express }, facts };
}
