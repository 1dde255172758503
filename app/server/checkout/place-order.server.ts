import { money, type LedgerCurrency } from "~/features/currency";
import { findProductFacts } from "~/features/catalogue";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { PlacedOrder } from "~/features/checkout/api-client";
import { parseOrderRequest, type OrderRequest } from "~/features/checkout/order-request";
import { carriedByCourier, offerLabel } from "~/features/couriers";
import type { DeliveryMethod } from "~/features/delivery";
import { acceptOffer, keepCourierChoice } from "../couriers/checkout-rates.server";
import { priceCheckout, type PricedCheckout } from "~/features/checkout/price-checkout";
import { balanceDueAt, depositOffer, type PayPlan } from "~/features/payments";
import { checkoutSchedule, type FrozenPlan } from "~/features/pay-plans";
import { storeOrderPlan } from "../pay-plans/store.server";
import { checkoutPlanTerms, NO_PLAN } from "./checkout-plan.server";
import { loadRegions } from "~/features/checkout/regions";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { offeredChannels } from "../payments/apple-pay.server";
import { paystackConfig } from "../adapters/paystack.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit } from "../base/rate-limit.server";
import { madePiecesOf, unpaidOrdersOf } from "../orders/store/index.server";
import { holdQueuePlaceUntil, retakeQueuePlace } from "../atelier/queue-holds.server";
import { storeNewOrder } from "../orders/new-order.server";
import { keepConsent } from "../notices/store.server";
import { MESSAGE_CONSENT } from "~/features/notices/consent";
import { internationalDigits } from "~/features/whatsapp";
import { keepBooking, queuePiecesOf, scheduleFor } from "../atelier/queue.server";
import { QueueFull, takeQueuePlace } from "../atelier/queue-place.server";
import { abroadFeesFor } from "../abroad/abroad-fees.server";
import { dollarTermsOf } from "../dollars/dollar-terms.server";
import { DUTIES_UNTICKED } from "~/features/delivery/duties-text";
import { deliveryLines, orderSummaryText, type Order, type OrderDeposit, type OrderItem } from "~/features/orders";
import {
  holdLapsesAt,
  holdLimitRefusal,
  madeLimitRefusal,
  piecesOf,
  unavailableMessage,
  type UnavailablePiece,
} from "~/features/stock";
import {
  heldPiecesOf,
  holdPieces,
  lockShopper,
  renewHolds,
  retakeForPayment,
  type HoldRefusal,
} from "../stock/store/index.server";
import type { OpenOrderCookie } from "~/features/checkout/open-order-cookie";
import { continueOpenOrder, isOpenOrderOf, newShopperKey } from "./open-order.server";
import { shopperKeyHash } from "../orders/shopper-access.server";
import { CREDIT_TEXT, CreditRefused, spendCredit } from "../credit/spend-credit.server";
import { DISCOUNT_TOO_MANY, DiscountRefused, recordUse, takeDiscount } from "../discounts/take-discount.server";
import { renewUse } from "../discounts/store.server";
import { CODE_RATE_LIMIT, quoteCodes } from "./quote-checkout.server";
import { totalChangedText, type CheckoutQuote } from "~/features/checkout/checkout-quote";

export type PlaceOrderResult =
  /** `opened`: a new order, for the placing browser's cookie (open-order-cookie.ts). */
  | { ok: true; order: PlacedOrder; opened?: OpenOrderCookie }
  | { ok: false; message: string }
  /** Pieces no longer there to hold: nothing was stored, and the shopper is told which. */
  | { ok: false; message: string; unavailable: UnavailablePiece[] }
  /** The page showed other prices (a sale started or ended since): nothing was stored. */
  | { ok: false; message: string; pricesChanged: true }
  | { ok: false; limited: { retryAfterSeconds: number } }
  /** The gift card or credit code could not pay: nothing was stored. `quote`: the figures without it. */
  | { ok: false; message: string; credit: true; quote?: CheckoutQuote }
  /** The discount code does not apply (the reason in words): nothing was stored. */
  | { ok: false; message: string; discount: true; quote?: CheckoutQuote }
  /** The total is not the one the page showed (`shownTotal`): nothing was stored or charged. */
  | { ok: false; message: string; totalChanged: true; quote: CheckoutQuote; currency: LedgerCurrency };

/** Thrown inside the order's transaction so the order is not stored when a piece cannot be held. */
class PiecesGone extends Error {
  constructor(readonly refused: readonly HoldRefusal[]) {
    super("Pieces of the order are no longer available");
  }
}

/** Thrown inside the order's transaction so the order is not stored when it would hold too many. */
class TooManyHeld extends Error {}

/** Thrown inside the order's transaction when what Paystack would ask is not what the page showed. */
class TotalChanged extends Error {}

/** Thrown inside the order's transaction when the booked days leave the plan too few. */
class PlanRefused extends Error {}

/** The refused pieces as the shopper is told of them: sold out or a few left, never how many. */
function unavailable(refused: readonly HoldRefusal[], items: readonly OrderItem[]): PlaceOrderResult {
  const pieces = refused.map(({ available, ...p }) => ({
    ...p,
    name: items.find((i) => i.productId === p.productId)?.name ?? `Product ${p.productId}`,
    soldOut: available <= 0,
  }));
  return { ok: false, message: unavailableMessage(pieces), unavailable: pieces };
}

/**
 * Holds a new order's pieces of counted sizes, within what one shopper (her connection, her email)
 * may hold across her unpaid orders, and its `made` made-to-order pieces' places in the atelier's
 * queue within as few; throws PiecesGone or TooManyHeld to roll the order back. An order holding
 * nothing neither waits nor counts.
 */
async function holdOrderPieces(tx: Db, order: Order, clientAddress: string | undefined, lapsesAt: Date, made: number) {
  const refused = await holdPieces(tx, order.reference, piecesOf(order.items), lapsesAt);
  if (refused.length > 0) throw new PiecesGone(refused);
  const held = await heldPiecesOf(tx, [order.reference]);
  if (held.length === 0 && made === 0) return;
  const tooManyMade = madeLimitRefusal(made, 0);
  if (tooManyMade) throw new TooManyHeld(tooManyMade);
  // Taken after this order's holds: each statement after the wait sees the orders of the same
  // shopper committed meanwhile, and a holder of the lock never waits for a stock row.
  const shopper = { clientAddress, email: order.customer.email };
  await lockShopper(tx, [`address:${shopper.clientAddress ?? ""}`, `email:${shopper.email.toLowerCase()}`]);
  const others = await unpaidOrdersOf(tx, shopper, order.reference);
  const names = new Map(order.items.map((i) => [i.productId, i.name]));
  const tooMany =
    (held.length > 0 ? holdLimitRefusal(held, await heldPiecesOf(tx, others), names) : undefined) ??
    madeLimitRefusal(made, await madePiecesOf(tx, others, clientAddress));
  if (tooMany) throw new TooManyHeld(tooMany);
}

const QUEUE_PLACE_GONE =
  "The atelier's week this order was promised has filled since its place lapsed: change the order (its dates are worked out again) and place it again. Nothing was charged.";

/**
 * A continued order's fresh payment window gets a fresh hold: pieces whose hold lapsed are taken
 * again where still left (one sold since refuses the order, "sold out"), and the hold runs anew.
 */
async function holdAgain(tx: Db, reference: string, lapsesAt: Date) {
  const gone = await retakeForPayment(tx, reference);
  if (gone.length > 0) throw new PiecesGone(gone.map((p) => ({ ...p, available: 0 })));
  if (await retakeQueuePlace(tx, reference)) throw new QueueFull(QUEUE_PLACE_GONE);
  await renewHolds(tx, reference, lapsesAt);
  await holdQueuePlaceUntil(tx, reference, lapsesAt);
  await renewUse(tx, reference, lapsesAt);
}

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
function discountedDeposit(payPlan: PayPlan, priced: PricedCheckout, off: number): OrderDeposit | undefined {
  const plan = depositPlan(payPlan, { ...priced, total: priced.total - off });
  return plan.ok && plan.deposit && plan.deposit.amount < priced.total - off ? plan.deposit : undefined;
}

/** A plan's first part as the order's deposit, its balance due before the day the parts run up to. */
const planDeposit = (plan: FrozenPlan): OrderDeposit => ({
  amount: plan.parts[0]!.amount,
  balanceDueAt: balanceDueAt(plan.anchorDay),
});

/** The plan dated within the order's transaction, or PlanRefused to roll the order back. */
function frozenPlan(planned: ReturnType<typeof checkoutSchedule>): FrozenPlan {
  if (!planned.ok) throw new PlanRefused(planned.reason);
  return planned.plan;
}

/** Said when the courier's offer she chose is not one the shop can find again for her parcel. */
const COURIER_OFFER_LAPSED =
  "the courier's price for your address has lapsed or your address changed since: choose your delivery again.";

/** The courier's offer she chose, found again for her parcel; "lapsed" when it cannot be. */
async function courierOf(db: Db, order: OrderRequest) {
  if (!order.courierOffer || !carriedByCourier(order.delivery as DeliveryMethod)) return undefined;
  const offer = await acceptOffer(db, order.courierOffer, order);
  return offer ? { ...offer, label: offerLabel(offer) } : "lapsed";
}

/** Orders one address may place in the window: a shopper's retries, not a script's flood. */
const ORDER_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

/**
 * Validates an order body, prices it from the catalogue and the delivery settings (never from the
 * browser's figures) and stores it as pending under a new unique reference, at most
 * ORDER_RATE_LIMIT per address, holding its pieces of counted sizes in the same transaction for a
 * card payment's time (features/stock's holdLapsesAt): when one is no longer there, or the shopper
 * would hold more than features/stock's limits, nothing is stored and the answer says why. A line
 * whose size its product does not offer (or none) is refused before anything is stored. Orders
 * placed without Paystack keys, or with its test keys, are test orders.
 */
export async function placeOrder(
  { env, db }: { env: Env; db: Db },
  body: unknown,
  opts: {
    clientAddress?: string;
    makeReference?: () => string;
    now?: Date;
    open?: OpenOrderCookie;
    /** An aso-ebi share: its group, and what the group stores with the order in its transaction (a throw rolls both back). */
    group?: { id: number; alsoStore: (tx: Db, order: Order) => Promise<void> };
  } = {},
): Promise<PlaceOrderResult> {
  const now = opts.now ?? new Date();
  await loadRegions(); // the state is checked against the country's regions
  const parsed = parseOrderRequest(body, findProductFacts);
  if (!parsed.ok) return parsed;
  const courier = await courierOf(db, parsed.order);
  if (courier === "lapsed") return { ok: false, message: `delivery: ${COURIER_OFFER_LAPSED}` };
  if (courier) parsed.order = { ...parsed.order, courier };
  const { customer, gift } = parsed.order;
  const today = lagosDayOf(now);
  const pieces = queuePiecesOf(parsed.order.lines);
  const abroad = await abroadFeesFor(db, parsed.order.lines);
  const dollars = await dollarTermsOf(db, parsed.order);
  const schedule = await scheduleFor(db, today, pieces);
  const checkout = priceCheckout(parsed.order, today, findProductFacts, schedule, abroad, dollars);
  if (!checkout.ok) return checkout;
  const { priced } = checkout;
  if (priced.delivery.method === "abroad" && !parsed.order.dutiesUnderstood)
    return { ok: false, message: `dutiesUnderstood: ${DUTIES_UNTICKED}` };
  const { payPlan } = parsed.order;
  // Pay small small: the stored terms of the cart's dearest piece, the whole order on them.
  // Plans are in naira: their fees are kobo (a dollar order is paid in full or by the deposit).
  const terms = payPlan === "plan" && priced.currency === "NGN" ? await checkoutPlanTerms(db, priced.items) : undefined;
  if (payPlan === "plan" && !terms) return { ok: false, message: NO_PLAN };
  const partsOf = (total: number, readyBy: string | null) =>
    checkoutSchedule(terms!, money(total, priced.currency), today, { readyBy });
  const planned = terms && partsOf(priced.total, priced.delivery.readyBy);
  if (planned && !planned.ok) return { ok: false, message: `payPlan: ${planned.reason}` };
  const plan = planned
    ? { ok: true as const, deposit: planDeposit(planned.plan) }
    : depositPlan(payPlan as PayPlan, priced);
  if (!plan.ok) return plan;
  const { deposit } = plan;
  const allowed = await hit(db, { key: addressLimitKey("orders", opts.clientAddress), ...ORDER_RATE_LIMIT });
  if (!allowed.ok) return { ok: false, limited: allowed };
  const creditCode = parsed.order.creditCode.trim();
  if (creditCode) {
    const tried = await hit(db, { key: addressLimitKey("credit-codes", opts.clientAddress), ...CODE_RATE_LIMIT });
    if (!tried.ok) return { ok: false, message: CREDIT_TEXT.tooMany, credit: true };
  }
  const discountCode = parsed.order.discountCode.trim();
  if (discountCode) {
    const tried = await hit(db, { key: addressLimitKey("discount-codes", opts.clientAddress), ...CODE_RATE_LIMIT });
    if (!tried.ok) return { ok: false, message: DISCOUNT_TOO_MANY, discount: true };
  }
  // Her own open order's use is left out only for the browser holding its key.
  const replacing = opts.open && (await isOpenOrderOf(db, opts.open)) ? opts.open.reference : undefined;
  const codes = { discountCode, creditCode, email: customer.email, now, replacing };
  const quote = await quoteCodes(db, priced, codes);
  if (quote.discountError) return { ok: false, message: quote.discountError, discount: true, quote };
  if (quote.creditError) return { ok: false, message: quote.creditError, credit: true, quote };
  const { shownTotal } = parsed.order;
  const changed = {
    ok: false,
    message: totalChangedText(money(quote.total, priced.currency)),
    totalChanged: true,
    quote,
    currency: priced.currency,
  } as const;
  if (shownTotal !== undefined && shownTotal !== quote.total) return changed;
  const config = paystackConfig(env);
  const demo = config === undefined;
  const lapsesAt = holdLapsesAt(now, env.RECONCILE_EXPIRE_AFTER_SECONDS);
  const key = newShopperKey();
  let booked: Awaited<ReturnType<typeof takeQueuePlace>> | undefined;
  try {
    const placed = await storeNewOrder(
      { env, db },
      async (tx, insert, reference) => {
        // A discount code is decided under its row lock, held until this order and its use are stored.
        const discount = discountCode
          ? await takeDiscount(tx, discountCode, {
              items: priced.items,
              total: priced.total,
              email: customer.email,
              now: now,
              // Her own open order's use is left out only for the browser holding its key.
              replacing: opts.open && (await isOpenOrderOf(tx, opts.open)) ? opts.open.reference : undefined,
              currency: priced.currency,
            })
          : undefined;
        const off = discount?.amount ?? 0;
        // A plan's parts are of what is left to pay after the discount, its fee on top.
        const parts = terms && frozenPlan(partsOf(priced.total - off, priced.delivery.readyBy));
        const discounted = parts
          ? planDeposit(parts)
          : off > 0
            ? discountedDeposit(payPlan as PayPlan, priced, off)
            : deposit;
        const amountMinor = priced.amountMinor - off + (parts?.fee ?? 0);
        const orderDiscount = discount && { code: discount.code, amount: off };
        // The browser's own unpaid order: continued when asked again, replaced when changed.
        const asked = {
          ...priced,
          amountMinor,
          customer,
          deposit: discounted,
          gift,
          discount: orderDiscount,
          credit: creditCode !== "",
        };
        const open = opts.open && (await continueOpenOrder(tx, opts.open, asked, reference));
        // Her tick for WhatsApp or SMS updates, kept with its words, time and place.
        const consent = async (ref: string) => {
          if (parsed.order.messageUpdates)
            await keepConsent(tx, {
              phone: internationalDigits(customer.phone),
              wording: MESSAGE_CONSENT.wording,
              place: "checkout",
              reference: ref,
            });
        };
        if (open?.kind === "continued") {
          await consent(open.order.reference);
          await holdAgain(tx, open.order.reference, lapsesAt);
          return { order: open.order, paymentReference: open.payment.reference, amount: open.payment.amount };
        }
        // A new order takes its week's place in the atelier's queue, under the capacity's lock.
        booked = await takeQueuePlace(tx, {
          order: parsed.order,
          today,
          pieces,
          shown: priced.delivery,
          abroad,
          dollars,
        });
        // The plan's days from the day the booking promises, as the deposit's balance is.
        const frozen = terms && frozenPlan(partsOf(priced.total - off, booked.delivery.readyBy));
        const order = await insert({
          customer,
          items: priced.items,
          delivery: booked.delivery,
          amountMinor,
          currency: priced.currency,
          clientAddress: opts.clientAddress,
          shopperKeyHash: shopperKeyHash(key),
          deposit: frozen
            ? planDeposit(frozen)
            : discounted && booked.delivery.readyBy
              ? { ...discounted, balanceDueAt: balanceDueAt(booked.delivery.readyBy) }
              : discounted,
          queue: booked.queue,
          gift,
          discount: orderDiscount,
          groupId: opts.group?.id,
        });
        if (frozen) await storeOrderPlan(tx, order.reference, frozen);
        if (opts.group) await opts.group.alsoStore(tx, order);
        if (courier) await keepCourierChoice(tx, order.reference, { ...courier, feeKobo: booked.delivery.fee });
        if (discount) await recordUse(tx, discount, order.reference, customer.email, lapsesAt);
        await holdOrderPieces(tx, order, opts.clientAddress, lapsesAt, booked.queue?.pieces ?? 0);
        await consent(order.reference);
        // Unpaid, its place in the atelier's week lasts as long as its hold.
        if (booked.queue) await holdQueuePlaceUntil(tx, order.reference, lapsesAt);
        const due = discounted?.amount ?? order.amountMinor;
        const amount = creditCode ? await spendCredit(tx, order, creditCode, now) : due;
        // Taken under the codes' locks: another order may have used the code or its credit since the quote.
        const quoted = Math.max(0, due - (quote.credit?.amount ?? 0));
        if (shownTotal !== undefined && (off !== (quote.discount?.amount ?? 0) || amount !== quoted))
          throw new TotalChanged();
        return { order, paymentReference: order.reference, amount, opened: { reference: order.reference, key } };
      },
      opts.makeReference,
    );
    if (booked?.facts) keepBooking(today, booked.facts, booked.queue);
    const { order } = placed;
    return {
      ok: true,
      opened: placed.opened,
      order: {
        reference: order.reference,
        paymentReference: placed.paymentReference,
        // What this payment takes: the deposit of a deposit order, else the total, less what a
        // gift card or credit paid (0: paid by it entirely, Paystack is not asked).
        amountMinor: placed.amount,
        currency: order.currency,
        summary: [orderSummaryText(order.items, order.currency), ...deliveryLines(order.delivery, order.currency)].join(
          "\n",
        ),
        isTest: demo,
        channels: await offeredChannels(env),
      },
    };
  } catch (error) {
    if (error instanceof PiecesGone) return unavailable(error.refused, priced.items);
    if (error instanceof QueueFull) return { ok: false, message: error.message };
    if (error instanceof TooManyHeld) return { ok: false, message: error.message };
    if (error instanceof CreditRefused) return { ok: false, message: error.message, credit: true };
    if (error instanceof DiscountRefused) return { ok: false, message: error.message, discount: true };
    if (error instanceof PlanRefused) return { ok: false, message: `payPlan: ${error.message}` };
    if (error instanceof TotalChanged) {
      const requoted = await quoteCodes(db, priced, codes);
      return { ...changed, message: totalChangedText(money(requoted.total, priced.currency)), quote: requoted };
    }
    throw error;
  }
}
