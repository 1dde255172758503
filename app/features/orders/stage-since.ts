import type { Order, OrderEvent } from "./order";

/**
 * When the order reached its present state: its last change of state into it (a note, from and
 * to alike, is none), or its placing. `events` is the order's history, oldest first.
 */
export function stageSince(
  order: Pick<Order, "status" | "createdAt">,
  events: readonly Pick<OrderEvent, "at" | "from" | "to">[],
): Date {
  return events.findLast((e) => e.from !== e.to && e.to === order.status)?.at ?? order.createdAt;
}
