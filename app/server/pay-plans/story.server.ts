import type { OrderAccount } from "~/features/order-account";
import { planStory, type PlanStoryView } from "~/features/pay-plans";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { plansOfOrders } from "./store.server";

/** The story of an order's plan, from its account and the plan frozen on it; null when it has none. */
export async function readPlanStory(
  db: Db,
  reference: string,
  account: OrderAccount,
  now = new Date(),
): Promise<PlanStoryView | null> {
  if (!account.parts) return null;
  const plan = (await plansOfOrders(db, [reference])).get(reference);
  return plan ? planStory({ ...account, parts: account.parts }, plan, lagosDayOf(now)) : null;
}
