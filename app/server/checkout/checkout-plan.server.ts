// Pay small small at the checkout (docs/decisions/299-pay-small-small-a-plan-frozen-on-the-order.md): the plan she chose,
// priced from the terms stored on the cart's products (never from the browser's figures) and
// dated from the order's own days.
import { findProductFacts } from "~/features/catalogue";
import type { OrderItem } from "~/features/orders";
import { cartPlanTerms, type PlanTerms, type ProductPlans } from "~/features/pay-plans";
import type { Db } from "../db/db.server";
import { productPlans, shownPlans } from "../pay-plans/product-plans.server";

/** Said when the cart has no plan to choose (the page offered none, or the owner took it off since). */
export const NO_PLAN = "payPlan: This order has no plan to pay in parts: choose to pay in full or the deposit.";

/** The plans set on these products, as the checkout's page is sent them (read at most every 30 s). */
export async function plansForCheckout(db: Db, productIds: readonly number[]): Promise<ProductPlans> {
  return Object.fromEntries(await shownPlans(db, productIds));
}

/** The terms an order of these priced lines may be paid on (cartPlanTerms), from the stored plans. */
export async function checkoutPlanTerms(db: Db, items: readonly OrderItem[]): Promise<PlanTerms | undefined> {
  // Always the table's word: the page may have shown a plan another instance has changed since.
  const plans = Object.fromEntries(
    await productPlans(
      db,
      items.map((i) => i.productId),
    ),
  );
  const pieces = items.map((i) => ({
    productId: i.productId,
    lineTotal: i.lineTotal,
    madeToOrder: findProductFacts(i.productId)?.madeToOrder ?? false,
    onSale: i.listPrice !== undefined,
  }));
  return cartPlanTerms(pieces, plans);
}
