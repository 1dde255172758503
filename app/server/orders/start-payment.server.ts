import { paymentCustomFields, orderSummaryText, deliveryLines, type Order } from "~/features/orders";
import { MAX_ATTEMPTS, type PaymentKind } from "~/features/payments";
import { money } from "~/features/currency";
import { readAmountToPay } from "~/features/transfers";
import { offeredChannels } from "../payments/apple-pay.server";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { initializeTransaction, paystackConfig, PaystackError } from "../adapters/paystack.server";
import { hit } from "../base/rate-limit.server";
import { findOrder, lockOrder } from "./store/index.server";
import { insertNextPayment, openAttemptOf, paymentsOf, setAuthorizationUrl } from "../payments/store.server";
import { nextPaymentDue } from "../payments/next-payment.server";
import type { Requester } from "./shopper-access.server";
import { quoteLapsed } from "~/features/quotes";
import { changeOrderState } from "./change-state.server";

/** Ends a lapsed quote (its pieces released) and returns it as it now stands. */
async function lapse(db: Db, order: Order): Promise<Order> {
  const result = await changeOrderState(db, {
    reference: order.reference,
    to: "expired",
    source: "reconcile",
    note: "The quote lapsed unpaid.",
  });
  return "order" in result ? result.order : order;
}

export type StartResult =
  /** Paystack's payment page for the new payment. */
  | { kind: "redirect"; url: string }
  /** Demo mode: the order is paid through the labelled test payment. */
  | { kind: "test" }
  /** Nothing to pay (paid, expired, cancelled…): the order page says where it stands. */
  | { kind: "done"; order: Order }
  | { kind: "not-found" }
  | { kind: "unavailable"; message: string };

/**
 * New payment pages started in the window by anyone but the order's own shopper: for one order
 * (all strangers together) and from one connection (each stranger her own). Her own page (the
 * open-order cookie or a private link key) spends neither.
 */
const START_RATE_LIMITS = {
  perOrder: { limit: 10, windowSeconds: 600 },
  perRequester: { limit: 10, windowSeconds: 600 },
} as const;
/** Attempts kept for the order's own shopper: strangers never take an order's last ones. */
export const ATTEMPTS_KEPT_FOR_HER = 5;
/**
 * A page Paystack gave for a payment is offered again for this long (same kind and amount, no word
 * of money on it yet) instead of starting another attempt: a payment window's time.
 */
const OPEN_ATTEMPT_SECONDS = 30 * 60;

const UNREACHABLE =
  "We could not reach Paystack to start the payment. Your order is saved: try again in a minute, or chat with us on WhatsApp.";

/**
 * Starts the payment an order asks for (what is due now by its account, as its page names it:
 * nextPaymentDue) on Paystack's own page (its redirect checkout, which needs
 * no script on the shop's page): the payment is stored first, under its own reference, then
 * Paystack is asked for the page, which sends the shopper back to the order's page (a gift card's
 * own page for a gift card) with the reference to verify. A page still open for the same payment
 * is offered again instead; strangers' new pages are limited (START_RATE_LIMITS) and leave the
 * last ATTEMPTS_KEPT_FOR_HER to her own page.
 */
export async function startPayment(
  { env, db }: { env: Env; db: Db },
  reference: string,
  /** The shop's address the shopper is on, where Paystack sends her back. */
  origin: string,
  /** Who asks: her connection, and whether she is the order's own shopper. */
  from: Requester,
  fetchImpl: typeof fetch = fetch,
  /** Where Paystack sends her back, when not the order's own page (an appointment's page). */
  returnPath?: string,
  /** Part of the balance she chose to pay now (Pay an amount), checked again under the order's lock. */
  part?: number,
): Promise<StartResult> {
  const found = await findOrder(db, reference);
  if (!found) return { kind: "not-found" };
  // A quote past its validity takes no payment: it lapses now if the job has not ended it yet.
  const order =
    found.quote && found.status === "pending" && quoteLapsed(found.quote, new Date()) ? await lapse(db, found) : found;
  const due = partOf(await nextPaymentDue(db, order, await paymentsOf(db, reference)), part);
  if (!due) return { kind: "done", order };
  const config = paystackConfig(env);
  if (!config) return order.isTest ? { kind: "test" } : { kind: "unavailable", message: UNREACHABLE };
  const open = await openAttemptOf(db, reference, { ...due, maxAgeSeconds: OPEN_ATTEMPT_SECONDS });
  if (open) return { kind: "redirect", url: open.url };
  if (!from.own && !(await strangerMayStart(db, reference, from))) return { kind: "unavailable", message: UNREACHABLE };
  const cap = from.own ? MAX_ATTEMPTS : MAX_ATTEMPTS - ATTEMPTS_KEPT_FOR_HER;
  const payment = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, reference);
    const payments = locked ? await paymentsOf(tx, reference) : [];
    const next = locked && partOf(await nextPaymentDue(tx, locked, payments), part);
    if (!next || payments.length >= cap) return undefined;
    return insertNextPayment(tx, { orderReference: reference, ...next });
  });
  if (!payment) return { kind: "unavailable", message: UNREACHABLE };
  const summary = [
    orderSummaryText(order.items, order.currency),
    ...deliveryLines(order.delivery, order.currency),
  ].join("\n");
  try {
    const { authorizationUrl } = await initializeTransaction(
      config,
      {
        email: order.customer.email,
        amountMinor: payment.amount,
        currency: order.currency,
        reference: payment.reference,
        callbackUrl: `${origin}${returnPath ?? `/${order.giftCard ? "gift-cards" : "order"}/${order.reference}`}`,
        channels: await offeredChannels(env, fetchImpl),
        metadata: { custom_fields: paymentCustomFields(order.customer, summary) },
      },
      fetchImpl,
    );
    await setAuthorizationUrl(db, payment.reference, authorizationUrl);
    return { kind: "redirect", url: authorizationUrl };
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    console.error(`Starting Paystack's payment page for ${payment.reference} failed: ${error.message}`);
    return { kind: "unavailable", message: UNREACHABLE };
  }
}

/** What is due, or the part of its balance she chose (none when the balance is less than it now). */
function partOf(
  due: { kind: PaymentKind; amount: number } | undefined,
  part: number | undefined,
): { kind: PaymentKind; amount: number } | undefined {
  if (part === undefined || !due) return due;
  return due.kind === "balance" && part > 0 && part <= due.amount ? { kind: "balance", amount: part } : undefined;
}

/** "Pay an amount": what she typed, between the smallest amount and the balance the order owes now. */
export async function startPartPayment(
  services: { env: Env; db: Db },
  reference: string,
  origin: string,
  from: Requester,
  typed: string,
): Promise<StartResult | { kind: "invalid"; message: string }> {
  const order = await findOrder(services.db, reference);
  if (!order) return { kind: "not-found" };
  const due = await nextPaymentDue(services.db, order, await paymentsOf(services.db, reference));
  if (due?.kind !== "balance") return { kind: "done", order };
  const read = readAmountToPay(typed, money(due.amount, order.currency));
  if (!read.ok) return { kind: "invalid", message: read.error };
  return startPayment(services, reference, origin, from, fetch, undefined, read.amount);
}

/** A stranger's new payment page counts against the order's allowance for strangers and her connection's own. */
async function strangerMayStart(db: Db, reference: string, from: Requester): Promise<boolean> {
  const byOrder = await hit(db, { key: `pay:${reference}`, ...START_RATE_LIMITS.perOrder });
  if (!byOrder.ok) return false;
  return (await hit(db, { key: `pay-from:${from.address}`, ...START_RATE_LIMITS.perRequester })).ok;
}
