// A guest's measurements, given when she joined instead of a size, on her share's piece as a
// made-to-measure line carries them: read when the order is read (never copied onto it), so her
// order's page, the owner's and the tailor's sheet draw them as they draw any measured piece, and
// "Delete my data" removes them from all three at once.
import { measurementLines } from "~/features/measurements";
import { sizeLeftOpen, type Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import { measurementsOfOrder } from "./store.server";

/** The order with her measurements on its piece left without a size; the same order when she gave none. */
export async function withMemberMeasurements(db: Db, order: Order): Promise<Order> {
  if (!order.items.some(sizeLeftOpen)) return order;
  const measurements = await measurementsOfOrder(db, order.reference);
  if (!measurements) return order;
  const custom = { eventDate: "", measurements: measurementLines(measurements) };
  return { ...order, items: order.items.map((i) => (sizeLeftOpen(i) ? { ...i, custom } : i)) };
}
