// Which plan a cart may be paid on at the checkout (docs/decisions/299-pay-small-small-a-plan-frozen-on-the-order.md):
// the plan of its dearest piece (its own, else its collection's: 302), the whole order on it. Offered where the deposit is
// (every piece made to order, none on sale), so a plan never covers a ready-to-wear piece. Pure.
import type { Money } from "~/features/currency";
import { planSchedule } from "./schedule";
import type { PlanTerms } from "./terms";

/** One line of a cart or order as the rule reads it. */
export interface PlanPiece {
  productId: number;
  madeToOrder: boolean;
  onSale: boolean;
  /** The line's total (any unit: only compared). */
  lineTotal: number;
}

/** The plans set on the cart's products, by product id (as the checkout's page is sent them). */
export type ProductPlans = Readonly<Record<number, PlanTerms>>;

/**
 * Each piece's plan: the one the owner set on the product, else its collection's; a piece with
 * neither is absent.
 */
export function piecePlans(
  pieces: readonly { productId: number; collection: string | undefined }[],
  own: ReadonlyMap<number, PlanTerms>,
  collections: ReadonlyMap<string, PlanTerms>,
): ProductPlans {
  return Object.fromEntries(
    pieces.flatMap(({ productId, collection }) => {
      const terms = own.get(productId) ?? (collection === undefined ? undefined : collections.get(collection));
      return terms ? [[productId, terms] as const] : [];
    }),
  );
}

/**
 * The terms the whole order may be paid on: those of its dearest line (the first of equals) when it
 * has a plan and every line is made to order and none on sale; otherwise none.
 */
export function cartPlanTerms(pieces: readonly PlanPiece[], plans: ProductPlans): PlanTerms | undefined {
  if (pieces.length === 0 || pieces.some((p) => !p.madeToOrder || p.onSale)) return undefined;
  const dearest = pieces.reduce((a, b) => (b.lineTotal > a.lineTotal ? b : a));
  return plans[dearest.productId];
}

/**
 * The plan's parts on a checkout's order of `total` chosen `today`, running up to the order's
 * ready-by day: a product's plan runs up to it (the checkout knows no fitting or event day, so a
 * plan tied to one is refused in words).
 */
export const checkoutSchedule = (terms: PlanTerms, total: Money, today: string, days: { readyBy: string | null }) =>
  planSchedule(terms, total, today, { "ready-by": days.readyBy, "final-fitting": null, event: null });
