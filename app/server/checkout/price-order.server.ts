// An order's body priced as it is placed: checked, its courier's offer found again, priced from the
// catalogue, the delivery settings, the atelier's queue and the terms abroad or in dollars (never
// from the browser's figures), and what she pays now decided: in full, a deposit or a plan's first part.
import { findProductFacts } from "~/features/catalogue";
import { parseOrderRequest, type OrderRequest } from "~/features/checkout/order-request";
import { priceCheckout, type PricedCheckout } from "~/features/checkout/price-checkout";
import { loadRegions } from "~/features/checkout/regions";
import { money } from "~/features/currency";
import type { AbroadFees } from "~/features/delivery";
import { DUTIES_UNTICKED } from "~/features/delivery/duties-text";
import type { DollarTerms } from "~/features/dollars/dollar-prices";
import type { OrderDeposit } from "~/features/orders";
import { depositOffer, type PayPlan } from "~/features/payments";
import { lagosDayOf, type Day } from "~/lib/lagos-clock";
import { abroadFeesFor } from "../abroad/abroad-fees.server";
import { queuePiecesOf, scheduleFor, type QueuePieces } from "../atelier/queue.server";
import { COURIER_OFFER_LAPSED, courierOf, type ChosenCourier } from "../couriers/order-courier.server";
import type { Db } from "../db/db.server";
import { dollarTermsOf } from "../dollars/dollar-terms.server";
import { orderPlan, planDeposit, type OrderPlan } from "../pay-plans/order-plan.server";
import { checkoutPlanTerms, NO_PLAN } from "./checkout-plan.server";

/** An order priced before anything is taken or stored. */
export interface PricedOrder {
  /** The order as she asked for it, with the courier's offer found again. */
  request: OrderRequest;
  /** The courier's offer she chose, kept with the order. */
  courier?: ChosenCourier;
  today: Day;
  /** Its pieces as the atelier's queue counts them. */
  pieces: QueuePieces;
  abroad: AbroadFees;
  dollars: DollarTerms | null;
  priced: PricedCheckout;
  /** Pay small small: the plan on the stored terms, the whole order on it. */
  plan?: OrderPlan;
  /** What she pays first when not all: the deposit, or the plan's first part. */
  deposit?: OrderDeposit;
}

/** Why an order cannot be priced, in words (a field's name first), nothing taken or stored. */
export type PriceRefusal = { ok: false; message: string } | { ok: false; message: string; pricesChanged: true };

/**
 * The deposit she asked for, as the terms allow it on this order (depositOffer): undefined when she
 * pays in full; refused, saying why, when the order must be paid in full.
 */
export function depositPlan(
  payPlan: PayPlan,
  priced: PricedCheckout,
): { ok: true; deposit?: OrderDeposit } | { ok: false; message: string } {
  if (payPlan === "full") return { ok: true };
  const pieces = priced.items.map((item) => ({
    madeToOrder: findProductFacts(item.productId)?.madeToOrder ?? false,
    onSale: item.listPrice !== undefined,
  }));
  const offer = depositOffer(pieces, money(priced.total, priced.currency), priced.delivery.readyBy);
  if (!offer.ok) return { ok: false, message: `payPlan: ${offer.reason}` };
  return { ok: true, deposit: { amount: offer.deposit, balanceDueAt: offer.dueAt } };
}

/** The deposit of a discounted order: 75% of what is left to pay (none when that leaves no balance). */
export function discountedDeposit(payPlan: PayPlan, priced: PricedCheckout, off: number): OrderDeposit | undefined {
  const plan = depositPlan(payPlan, { ...priced, total: priced.total - off });
  return plan.ok && plan.deposit && plan.deposit.amount < priced.total - off ? plan.deposit : undefined;
}

/**
 * Prices an order's body placed `now`: a line whose size its product does not offer (or none), a
 * courier's offer lapsed, duties abroad not understood or a plan or deposit the terms refuse are
 * refused in words.
 */
export async function priceOrderRequest(
  db: Db,
  body: unknown,
  now: Date,
): Promise<{ ok: true; order: PricedOrder } | PriceRefusal> {
  await loadRegions(); // the state is checked against the country's regions
  const parsed = parseOrderRequest(body, findProductFacts);
  if (!parsed.ok) return parsed;
  const courier = await courierOf(db, parsed.order);
  if (courier === "lapsed") return { ok: false, message: `delivery: ${COURIER_OFFER_LAPSED}` };
  const request = courier ? { ...parsed.order, courier } : parsed.order;
  const today = lagosDayOf(now);
  const pieces = queuePiecesOf(request.lines);
  const abroad = await abroadFeesFor(db, request.lines);
  const dollars = await dollarTermsOf(db, request);
  const schedule = await scheduleFor(db, today, pieces);
  const checkout = priceCheckout(request, today, findProductFacts, schedule, abroad, dollars);
  if (!checkout.ok) return checkout;
  const { priced } = checkout;
  if (priced.delivery.method === "abroad" && !request.dutiesUnderstood)
    return { ok: false, message: `dutiesUnderstood: ${DUTIES_UNTICKED}` };
  const { payPlan } = request;
  // Pay small small: the stored terms of the cart's dearest piece, the whole order on them.
  // Plans are in naira: their fees are kobo (a dollar order is paid in full or by the deposit).
  const terms = payPlan === "plan" && priced.currency === "NGN" ? await checkoutPlanTerms(db, priced.items) : undefined;
  if (payPlan === "plan" && !terms) return { ok: false, message: NO_PLAN };
  const plan = terms && orderPlan(terms, priced.currency, today);
  const planned = plan?.parts(priced.total, priced.delivery.readyBy);
  if (planned && !planned.ok) return { ok: false, message: `payPlan: ${planned.reason}` };
  const first = planned
    ? { ok: true as const, deposit: planDeposit(planned.plan) }
    : depositPlan(payPlan as PayPlan, priced);
  if (!first.ok) return first;
  return {
    ok: true,
    order: { request, courier, today, pieces, abroad, dollars, priced, plan, deposit: first.deposit },
  };
}
