import type { Order } from "~/features/orders";
import type { Db } from "../../db/db.server";
import { toOrder, type OrderRow } from "./orders.server";

/** The shares of many aso-ebi groups at once, keyed by group (one statement for the owner's list). */
export async function ordersOfGroups(db: Db, groupIds: readonly number[]): Promise<Map<number, Order[]>> {
  const out = new Map<number, Order[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return out;
  const rows = await db.query<OrderRow & { group_id: string | number }>(
    "select * from orders where group_id = any($1::bigint[]) order by created_at, reference",
    [[...groupIds]],
  );
  for (const r of rows) out.get(Number(r.group_id))?.push(toOrder(r));
  return out;
}
