import type { LedgerRows } from "~/features/order-account";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import { plansOfOrders } from "./store.server";

/** Each order's plan for its account, in place of its deposit's: its parts and cutting share. */
export async function planAccountRows(db: Db, orders: readonly Order[]): Promise<Map<string, Partial<LedgerRows>>> {
  const plans = await plansOfOrders(
    db,
    orders.map((o) => o.reference),
  );
  return new Map(
    [...plans].map(([reference, plan]) => [
      reference,
      { plan: { kind: "plan", parts: plan.parts, cutShare: plan.cutShare } },
    ]),
  );
}
