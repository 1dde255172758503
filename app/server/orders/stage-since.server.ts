import type { Db } from "../db/db.server";
import type { Order } from "~/features/orders";

/** When the order reached its present state: its last change of state, or its placing. */
export async function stageSince(db: Db, order: Pick<Order, "reference" | "status" | "createdAt">): Promise<Date> {
  const [row] = await db.query<{ at: Date }>(
    `select at from order_events where reference = $1 and to_status = $2 and from_status <> to_status
      order by at desc, id desc limit 1`,
    [order.reference, order.status],
  );
  return row?.at ?? order.createdAt;
}
