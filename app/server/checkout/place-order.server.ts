// Placing an order: priced (price-order), counted against the limits with its codes quoted
// (order-codes), then booked and stored in one transaction: its place in the atelier's queue, the
// order, its plan, courier, discount use, holds, her consent and her credit; a refusal thrown
// inside rolls it all back.
import type { PlacedOrder } from "~/features/checkout/api-client";
import type { CheckoutQuote } from "~/features/checkout/checkout-quote";
import type { OpenOrderCookie } from "~/features/checkout/open-order-cookie";
import type { OrderRequest } from "~/features/checkout/order-request";
import type { LedgerCurrency } from "~/features/currency";
import { MESSAGE_CONSENT } from "~/features/notices/consent";
import { deliveryLines, orderSummaryText, type Order, type OrderDeposit } from "~/features/orders";
import { balanceDueAt, type PayPlan } from "~/features/payments";
import { holdLapsesAt, type UnavailablePiece } from "~/features/stock";
import { internationalDigits } from "~/features/whatsapp";
import { paystackConfig } from "../adapters/paystack.server";
import { holdQueuePlaceUntil } from "../atelier/queue-holds.server";
import { QueueFull, takeQueuePlace } from "../atelier/queue-place.server";
import { keepBooking } from "../atelier/queue.server";
import type { Env } from "../base/env.server";
import { keepCourierChoice } from "../couriers/checkout-rates.server";
import { CreditRefused, spendCredit } from "../credit/spend-credit.server";
import type { Db } from "../db/db.server";
import { DiscountRefused, recordUse, takeDiscount } from "../discounts/take-discount.server";
import { keepConsent } from "../notices/store.server";
import { storeNewOrder } from "../orders/new-order.server";
import { shopperKeyHash } from "../orders/shopper-access.server";
import { bookedPlan, planDeposit, PlanRefused } from "../pay-plans/order-plan.server";
import { offeredChannels } from "../payments/apple-pay.server";
import { continueOpenOrder, isOpenOrderOf, newShopperKey } from "./open-order.server";
import { checkShownTotal, quoteOrderCodes, requotedTotal, TotalChanged, type QuotedCodes } from "./order-codes.server";
import { holdAgain, holdOrderPieces, PiecesGone, TooManyHeld, unavailable } from "./order-holds.server";
import { discountedDeposit, priceOrderRequest, type PricedOrder } from "./price-order.server";

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

/**
 * Her discount code taken under its row lock, held until this order and its use are stored, and
 * what she pays with it: a plan's parts of what is left to pay after the discount (its fee on top).
 */
async function takeDiscountCode(
  tx: Db,
  { priced, request, plan, deposit }: PricedOrder,
  { codes }: QuotedCodes,
  open?: OpenOrderCookie,
) {
  const discount = codes.discountCode
    ? await takeDiscount(tx, codes.discountCode, {
        items: priced.items,
        total: priced.total,
        email: codes.email,
        now: codes.now,
        // Her own open order's use is left out only for the browser holding its key.
        replacing: open && (await isOpenOrderOf(tx, open)) ? open.reference : undefined,
        currency: priced.currency,
      })
    : undefined;
  const off = discount?.amount ?? 0;
  const parts = plan?.frozen(priced.total - off, priced.delivery.readyBy);
  return {
    discount,
    off,
    deposit: parts
      ? planDeposit(parts)
      : off > 0
        ? discountedDeposit(request.payPlan as PayPlan, priced, off)
        : deposit,
    amountMinor: priced.amountMinor - off + (parts?.fee ?? 0),
  };
}

/** A deposit's balance due before the day the booking promises. */
const dueBefore = (deposit: OrderDeposit | undefined, readyBy: string | null) =>
  deposit && readyBy ? { ...deposit, balanceDueAt: balanceDueAt(readyBy) } : deposit;

/** Her tick for WhatsApp or SMS updates, kept with its words, time and place. */
async function keepCheckoutConsent(tx: Db, request: OrderRequest, reference: string) {
  if (request.messageUpdates)
    await keepConsent(tx, {
      phone: internationalDigits(request.customer.phone),
      wording: MESSAGE_CONSENT.wording,
      place: "checkout",
      reference,
    });
}

/** The answer for the browser: what this payment takes, the order's summary and Paystack's ways to pay. */
async function placedOrder(env: Env, order: Order, payment: { paymentReference: string; amount: number }) {
  return {
    reference: order.reference,
    paymentReference: payment.paymentReference,
    // What this payment takes: the deposit of a deposit order, else the total, less what a
    // gift card or credit paid (0: paid by it entirely, Paystack is not asked).
    amountMinor: payment.amount,
    currency: order.currency,
    summary: [orderSummaryText(order.items, order.currency), ...deliveryLines(order.delivery, order.currency)].join(
      "\n",
    ),
    isTest: paystackConfig(env) === undefined,
    channels: await offeredChannels(env),
  };
}

/**
 * Validates an order body, prices it from the catalogue and the delivery settings (never from the
 * browser's figures) and stores it as pending under a new unique reference, at most
 * ORDER_RATE_LIMIT per address (order-codes), holding its pieces of counted sizes in the same transaction for a
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
  const pricing = await priceOrderRequest(db, body, now);
  if (!pricing.ok) return pricing;
  const asked = pricing.order;
  const { request, priced, courier } = asked;
  const { customer, gift } = request;
  const quoted = await quoteOrderCodes(db, asked, { clientAddress: opts.clientAddress, open: opts.open, now });
  if (!quoted.ok) return quoted;
  const { creditCode } = quoted.codes;
  const lapsesAt = holdLapsesAt(now, env.RECONCILE_EXPIRE_AFTER_SECONDS);
  const key = newShopperKey();
  let booked: Awaited<ReturnType<typeof takeQueuePlace>> | undefined;
  try {
    const placed = await storeNewOrder(
      { env, db },
      async (tx, insert, reference) => {
        const taken = await takeDiscountCode(tx, asked, quoted, opts.open);
        const discount = taken.discount && { code: taken.discount.code, amount: taken.off };
        const fields = { ...priced, customer, gift, discount, credit: creditCode !== "" };
        // The browser's own unpaid order: continued when asked again, replaced when changed.
        const open =
          opts.open &&
          (await continueOpenOrder(
            tx,
            opts.open,
            { ...fields, amountMinor: taken.amountMinor, deposit: taken.deposit },
            reference,
          ));
        if (open?.kind === "continued") {
          await keepCheckoutConsent(tx, request, open.order.reference);
          await holdAgain(tx, open.order.reference, lapsesAt);
          return { order: open.order, paymentReference: open.payment.reference, amount: open.payment.amount };
        }
        // A new order takes its week's place in the atelier's queue, under the capacity's lock.
        const { today, pieces, abroad, dollars } = asked;
        booked = await takeQueuePlace(tx, { order: request, today, pieces, shown: priced.delivery, abroad, dollars });
        // The plan's days from the day the booking promises, as the deposit's balance is.
        const plan = asked.plan && bookedPlan(asked.plan, priced.total - taken.off, booked.delivery.readyBy);
        const order = await insert({
          customer,
          items: priced.items,
          delivery: booked.delivery,
          amountMinor: taken.amountMinor,
          currency: priced.currency,
          clientAddress: opts.clientAddress,
          shopperKeyHash: shopperKeyHash(key),
          deposit: plan?.deposit ?? dueBefore(taken.deposit, booked.delivery.readyBy),
          queue: booked.queue,
          gift,
          discount,
          groupId: opts.group?.id,
        });
        await plan?.store(tx, order.reference);
        if (opts.group) await opts.group.alsoStore(tx, order);
        if (courier) await keepCourierChoice(tx, order.reference, { ...courier, feeKobo: booked.delivery.fee });
        if (taken.discount) await recordUse(tx, taken.discount, order.reference, customer.email, lapsesAt);
        await holdOrderPieces(tx, order, opts.clientAddress, lapsesAt, booked.queue?.pieces ?? 0);
        await keepCheckoutConsent(tx, request, order.reference);
        // Unpaid, its place in the atelier's week lasts as long as its hold.
        if (booked.queue) await holdQueuePlaceUntil(tx, order.reference, lapsesAt);
        const due = taken.deposit?.amount ?? order.amountMinor;
        const amount = creditCode ? await spendCredit(tx, order, creditCode, now) : due;
        checkShownTotal(quoted, { off: taken.off, due, amount });
        return { order, paymentReference: order.reference, amount, opened: { reference: order.reference, key } };
      },
      opts.makeReference,
    );
    if (booked?.facts) keepBooking(asked.today, booked.facts, booked.queue);
    return { ok: true, opened: placed.opened, order: await placedOrder(env, placed.order, placed) };
  } catch (error) {
    if (error instanceof PiecesGone) return unavailable(error.refused, priced.items);
    if (error instanceof QueueFull) return { ok: false, message: error.message };
    if (error instanceof TooManyHeld) return { ok: false, message: error.message };
    if (error instanceof CreditRefused) return { ok: false, message: error.message, credit: true };
    if (error instanceof DiscountRefused) return { ok: false, message: error.message, discount: true };
    if (error instanceof PlanRefused) return { ok: false, message: `payPlan: ${error.message}` };
    if (error instanceof TotalChanged) return requotedTotal(db, priced, quoted);
    throw error;
  }
}
