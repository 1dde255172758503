// Pay small small as an order is placed (docs/decisions/299-pay-small-small-a-plan-frozen-on-the-order.md):
// the parts of what is left to pay on the terms she chose, dated from the order's own days, the
// first part its deposit; frozen within the order's transaction and stored with it.
import { money, type LedgerCurrency } from "~/features/currency";
import type { OrderDeposit } from "~/features/orders";
import { balanceDueAt } from "~/features/payments";
import { checkoutSchedule, type FrozenPlan, type PlanTerms } from "~/features/pay-plans";
import type { Db } from "../db/db.server";
import { storeOrderPlan } from "./store.server";

/** Thrown inside the order's transaction when the booked days leave the plan too few. */
export class PlanRefused extends Error {}

/** A plan's first part as the order's deposit, its balance due before the day the parts run up to. */
export const planDeposit = (plan: FrozenPlan): OrderDeposit => ({
  amount: plan.parts[0]!.amount,
  balanceDueAt: balanceDueAt(plan.anchorDay),
});

/**
 * The plan on `terms` of an order in `currency` placed `today`: `parts` of a total (minor unit) up
 * to a ready-by day, refused in words when they cannot run; `frozen` the same within the order's
 * transaction, throwing PlanRefused to roll the order back.
 */
export function orderPlan(terms: PlanTerms, currency: LedgerCurrency, today: string) {
  const parts = (total: number, readyBy: string | null) =>
    checkoutSchedule(terms, money(total, currency), today, { readyBy });
  const frozen = (total: number, readyBy: string | null): FrozenPlan => {
    const planned = parts(total, readyBy);
    if (!planned.ok) throw new PlanRefused(planned.reason);
    return planned.plan;
  };
  return { parts, frozen };
}

export type OrderPlan = ReturnType<typeof orderPlan>;

/**
 * The plan of an order booked in its transaction: its parts of `total` dated from the day the
 * booking promises (PlanRefused when too few days are left), the first part the order's deposit,
 * frozen on the order by `store` once it is stored.
 */
export function bookedPlan(plan: OrderPlan, total: number, readyBy: string | null) {
  const frozen = plan.frozen(total, readyBy);
  return {
    deposit: planDeposit(frozen),
    store: (tx: Db, reference: string) => storeOrderPlan(tx, reference, frozen),
  };
}
