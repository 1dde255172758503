import type { Schedule } from "~/features/delivery";
import { scheduleOf, type QueueFacts } from "./queue";

/** An atelier of 25 pieces a week (5 express), nothing booked, no day closed. */
const EMPTY_QUEUE: QueueFacts = { capacity: { weekly: 25, express: 5 }, booked: [], closed: new Set() };

/** What an empty queue promises an order of these pieces placed `today`. */
export const emptySchedule = (
  today: string,
  pieces: readonly { madeToOrder: boolean }[] = [{ madeToOrder: true }],
): Schedule =>
  scheduleOf(
    EMPTY_QUEUE,
    today,
    pieces.filter((p) => p.madeToOrder).length,
    pieces.some((p) => !p.madeToOrder),
  );
