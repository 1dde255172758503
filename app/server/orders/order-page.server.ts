import { findProductFacts } from "~/features/catalogue";
import type { BalanceView } from "~/features/checkout/components/balance-due";
import type { OrderView } from "~/features/checkout/components/order-details";
import { maskEmail } from "~/features/checkout/privacy";
import { stageSince, type Order } from "~/features/orders";
import { stopRemindersPath } from "~/features/orders/reminders";
import { balanceDueDay, nextPaymentOf, paidBy, shopperPaymentStage, standing, type Payment } from "~/features/payments";
import type { Db } from "../db/db.server";
import { paymentsOf } from "../payments/store.server";
import { orderEvents, remindersKeyOf, remindersStopped } from "./store/index.server";

/**
 * An order's page as its shopper sees it, read on every request so the payment's status is
 * current; in demo mode (no Paystack keys) a test order is paid by the labelled test payment.
 */
export async function shopperOrderView(db: Db, order: Order, opts: { demo: boolean }): Promise<OrderView> {
  const payments = await paymentsOf(db, order.reference);
  const by = paidBy(payments);
  const view: OrderView = {
    reference: order.reference,
    status: order.status,
    isTest: order.isTest,
    firstName: order.customer.firstName,
    email: maskEmail(order.customer.email),
    giftFor: order.gift?.recipientName ?? null,
    discount: order.discount ?? null,
    items: order.items.map((item) => ({ ...item, imageKey: findProductFacts(item.productId)?.imageKey ?? null })),
    delivery: order.delivery,
    total: order.amountKobo / 100,
    placedAt: order.createdAt.toISOString(),
    since: stageSince(order, await orderEvents(db, order.reference)).toISOString(),
    payment: order.status === "pending" ? { stage: shopperPaymentStage(payments), demo: opts.demo } : null,
    balance: order.deposit ? balanceView(order, payments, opts.demo) : null,
    remindersUrl: null,
    paidBy: by.credit > 0 ? by : null,
  };
  // Reminders may still come while it is unpaid or owes a balance, until she stops them.
  if ((view.payment || (view.balance?.outstanding ?? 0) > 0) && !(await remindersStopped(db, order.reference)))
    view.remindersUrl = stopRemindersPath(order.reference, (await remindersKeyOf(db, order.reference)) ?? "");
  return view;
}

/** A deposit order's paid, outstanding and due day; its balance payable on Paystack's page. */
function balanceView(order: Order, payments: Payment[], demo: boolean): BalanceView {
  const total = order.amountKobo / 100;
  const { paid, outstanding } = standing(payments, total);
  const dueAt = order.deposit?.balanceDueAt;
  return {
    paid,
    outstanding,
    dueDay: dueAt ? balanceDueDay(dueAt) : null,
    payable: !demo && nextPaymentOf(order, total, payments)?.kind === "balance",
    testPayable: demo && order.isTest && nextPaymentOf(order, total, payments)?.kind === "balance",
  };
}
