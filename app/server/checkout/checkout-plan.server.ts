// Pay small small at the checkout (docs/decisions/299-pay-small-small-a-plan-frozen-on-the-order.md):
// the plan she chose, priced from the terms stored on the cart's products or their collections
// (docs/decisions/302-a-collections-plan-and-a-hold-kept-till-paid.md), never from the browser's
// figures, and dated from the order's own days.
import { findProductFacts, productById } from "~/features/catalogue";
import type { OrderItem } from "~/features/orders";
import { cartPlanTerms, piecePlans, type PlanTerms, type ProductPlans } from "~/features/pay-plans";
import type { Db } from "../db/db.server";
import { offeredPlans, shownPlans, type OfferedPlans } from "../pay-plans/product-plans.server";

/** Said when the cart has no plan to choose (the page offered none, or the owner took it off since). */
export const NO_PLAN = "payPlan: This order has no plan to pay in parts: choose to pay in full or the deposit.";

const plansOf = (productIds: readonly number[], offered: OfferedPlans): ProductPlans =>
  piecePlans(
    productIds.map((productId) => ({ productId, collection: productById(productId)?.collection })),
    offered.products,
    offered.collections,
  );

/** Each piece's plan (its own, else its collection's), as the checkout's page is sent them (read at most every 30 s). */
export async function plansForCheckout(db: Db, productIds: readonly number[]): Promise<ProductPlans> {
  return plansOf(productIds, await shownPlans(db));
}

/** The terms an order of these priced lines may be paid on (cartPlanTerms), from the stored plans. */
export async function checkoutPlanTerms(db: Db, items: readonly OrderItem[]): Promise<PlanTerms | undefined> {
  // Always the tables' word: the page may have shown a plan another instance has changed since.
  const ids = items.map((i) => i.productId);
  const plans = plansOf(ids, await offeredPlans(db, ids));
  const pieces = items.map((i) => ({
    productId: i.productId,
    lineTotal: i.lineTotal,
    madeToOrder: findProductFacts(i.productId)?.madeToOrder ?? false,
    onSale: i.listPrice !== undefined,
  }));
  return cartPlanTerms(pieces, plans);
}
