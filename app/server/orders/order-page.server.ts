import { dutiesLines } from "~/features/delivery/duties-text";
import { countryCode } from "~/features/checkout/countries";
import { findProductFacts } from "~/features/catalogue";
import type { BalanceView } from "~/features/checkout/components/balance-due";
import type { OrderView } from "~/features/checkout/components/order-details";
import { maskEmail } from "~/features/checkout/privacy";
import { addressLines, stageSince, type Order, type OrderItem } from "~/features/orders";
import {
  accountWords,
  dueNow,
  dueNowWords,
  payButtonWords,
  type DueNow,
  type OrderAccount,
} from "~/features/order-account";
import { shopperPaymentStage } from "~/features/payments";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { readPlanStory } from "../pay-plans/story.server";
import { paymentsOf } from "../payments/store.server";
import { readOrderAccount } from "../payments/account.server";
import { orderEvents, remindersStopped } from "./store/index.server";

/** A made-to-measure line without its body measurements (the reference alone opens none). */
const withoutMeasurements = (item: OrderItem): OrderItem =>
  item.custom ? { ...item, custom: { ...item.custom, measurements: [] } } : item;

/**
 * An order's page as its shopper sees it, read on every request so the payment's status is
 * current; in demo mode (no Paystack keys) a test order is paid by the labelled test payment.
 * Every amount is in the order's `currency` (kobo, or cents for a dollar order), its
 * money's words too.
 * Body measurements only with `measurements` (a private link key); the delivery address only to
 * her `own` browser or link (a reference is no secret); the reminders' opt-out key never: it is
 * in her emails only.
 */
export async function shopperOrderView(
  db: Db,
  order: Order,
  opts: { demo: boolean; measurements?: boolean; own?: boolean },
): Promise<OrderView> {
  const [payments, { account }] = await Promise.all([paymentsOf(db, order.reference), readOrderAccount(db, order)]);
  const codes = account.paidByCredit + account.paidByGiftCards + account.movedIn;
  // What is due now, as the payment started from this page charges it (nextPaymentDue).
  const due = dueNow(account, order.status, lagosDayOf(new Date()));
  const view: OrderView = {
    reference: order.reference,
    currency: order.currency,
    status: order.status,
    isTest: order.isTest,
    firstName: order.customer.firstName,
    email: maskEmail(order.customer.email),
    giftFor: order.gift?.recipientName ?? null,
    deliverTo: opts.own && order.delivery.method !== "pickup" ? addressLines(order.customer) : null,
    discount: order.discount ?? null,
    items: order.items.map((item) => ({
      ...(opts.measurements ? item : withoutMeasurements(item)),
      imageKey: findProductFacts(item.productId)?.imageKey ?? null,
    })),
    delivery: order.delivery,
    duties: order.delivery.method === "abroad" ? dutiesLines(countryCode(order.customer.country)) : [],
    total: order.amountMinor,
    placedAt: order.createdAt.toISOString(),
    since: stageSince(order, await orderEvents(db, order.reference)).toISOString(),
    payment:
      order.status === "pending"
        ? {
            stage: shopperPaymentStage(payments),
            demo: opts.demo,
            amount: due?.money.amount ?? 0,
            ...dueWords(due, opts.demo),
          }
        : null,
    balance: order.deposit ? balanceView(order, account, due, opts.demo) : null,
    plan: await readPlanStory(db, order.reference, account),
    remindersMayCome: false,
    paidBy: codes > 0 ? { credit: codes, paystack: account.paidByPaystack } : null,
    money: {
      words: accountWords(account),
      status: account.status,
      paid: account.paid,
      owed: account.owedNow,
      ...(account.parts ? { plan: true } : {}),
    },
  };
  // Reminders may still come while it is unpaid or owes a balance, until she stops them.
  view.remindersMayCome =
    (!!view.payment || (view.balance?.outstanding ?? 0) > 0) && !(await remindersStopped(db, order.reference));
  return view;
}

/** What is due now in words, and its pay button's words (the labelled test payment's in demo mode). */
const dueWords = (due: DueNow | undefined, test: boolean) => ({
  words: dueNowWords(due),
  button: due ? payButtonWords(due, { test }) : null,
});

/** A deposit order's paid, outstanding and due day from its account; its balance payable on Paystack's page. */
function balanceView(order: Order, account: OrderAccount, due: DueNow | undefined, demo: boolean): BalanceView {
  const balanceNext = due?.part === "balance" || due?.part === "part";
  const testPayable = demo && order.isTest && balanceNext;
  return {
    paid: account.paid,
    outstanding: account.owedNow,
    due: balanceNext ? due.money.amount : account.owedNow,
    dueDay: account.dueDay,
    payable: !demo && balanceNext,
    testPayable,
    button: balanceNext ? payButtonWords(due, { test: testPayable }) : null,
  };
}
