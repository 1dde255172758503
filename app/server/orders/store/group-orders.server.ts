import type { Order } from "~/features/orders";
import type { Db } from "../../db/db.server";
import { toOrder, type OrderRow } from "./orders.server";

/** The orders that are shares of an aso-ebi group, oldest first. */
export async function ordersOfGroup(db: Db, groupId: number): Promise<Order[]> {
  const rows = await db.query<OrderRow>("select * from orders where group_id = $1 order by created_at, reference", [
    groupId,
  ]);
  return rows.map(toOrder);
}

/** The aso-ebi group an order is a share of, or null. */
export async function groupIdOfOrder(db: Db, reference: string): Promise<number | null> {
  const [row] = await db.query<{ group_id: string | number | null }>(
    "select group_id from orders where reference = $1",
    [reference],
  );
  return row?.group_id == null ? null : Number(row.group_id);
}
