import type { ReusableCard } from "../adapters/paystack.server";
import type { Db } from "../db/db.server";
import { plansOfOrders } from "../pay-plans/store.server";
import { keepCard } from "./store.server";

/** Keeps the reusable card a successful payment brought, for an order on a plan only (autopay's card). */
export async function keepPlanCard(db: Db, orderReference: string, card: ReusableCard): Promise<void> {
  if (!(await plansOfOrders(db, [orderReference])).has(orderReference)) return;
  await keepCard(db, orderReference, card);
}
