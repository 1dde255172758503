import { data, redirect } from "react-router";
import { findProductFacts } from "~/features/catalogue";
import { OrderDetailsIsland, type OrderView } from "~/features/checkout/components/order-details";
import { maskEmail } from "~/features/checkout/privacy";
import { isOrderReference } from "~/features/checkout/reference";
import { stageSince } from "~/features/orders";
import {
  balanceDueDay,
  nextPaymentOf,
  paidBy,
  parsePaymentReference,
  shopperPaymentStage,
  standing,
  type Payment,
} from "~/features/payments";
import type { Order } from "~/features/orders";
import type { BalanceView } from "~/features/checkout/components/balance-due";
import { paystackConfig } from "~/server/adapters/paystack.server";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { findOrder, orderEvents, remindersKeyOf, remindersStopped } from "~/server/orders/store/index.server";
import { stopRemindersPath } from "~/features/orders/reminders";
import { startPayment } from "~/server/orders/start-payment.server";
import { payTestBalance } from "~/server/orders/test-balance.server";
import { paymentsOf } from "~/server/payments/store.server";
import { getServices } from "~/server/services.server";
import { BodyError, isFormType, readFormBody } from "~/server/base/read-body.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import type { Route } from "./+types/order";

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `Order ${params.reference} | Hazel` },
  { name: "robots", content: "noindex" },
];

/** A shopper's own cart or order: private, no-store, for the page and its .data request. */
export const headers = privateRouteHeaders;

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });
const backToOrder = (reference: string) => redirect(`/order/${reference}`, { status: 303, headers: privateHeaders() });

/**
 * The order as stored: read on every request, so the payment status is always current. Coming
 * back from Paystack's payment page (?reference=… of one of its payments), the payment is verified
 * first and the page shown at its own address.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const services = await getServices();
  const { db } = services;
  const order = isOrderReference(params.reference) ? await findOrder(db, params.reference) : undefined;
  if (!order) throw notFound();
  // A gift card's purchase has a page of its own (which also verifies a return from Paystack).
  if (order.giftCard) {
    throw redirect(`/gift-cards/${order.reference}${new URL(request.url).search}`, {
      status: 303,
      headers: privateHeaders(),
    });
  }
  const returned = new URL(request.url).searchParams.get("reference");
  if (returned !== null) {
    if (parsePaymentReference(returned)?.orderReference === order.reference) await confirmPayment(services, returned);
    throw backToOrder(order.reference);
  }
  const demo = paystackConfig(services.env) === undefined;
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
    payment:
      order.status === "pending"
        ? {
            stage: shopperPaymentStage(payments),
            demo,
          }
        : null,
    balance: order.deposit ? balanceView(order, payments, demo) : null,
    remindersUrl: null,
    paidBy: by.credit > 0 ? by : null,
  };
  // Reminders may still come while it is unpaid or owes a balance, until she stops them.
  if ((view.payment || (view.balance?.outstanding ?? 0) > 0) && !(await remindersStopped(db, order.reference)))
    view.remindersUrl = stopRemindersPath(order.reference, (await remindersKeyOf(db, order.reference)) ?? "");
  return data(view, { headers: privateHeaders() });
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

/**
 * The order page's payment form, which needs no script: `pay` starts a payment on Paystack's own
 * page and goes there; `test-pay` (demo mode) pays a test order with the labelled test payment,
 * and `test-pay-balance` its balance.
 */
export async function action({ params, request }: Route.ActionArgs) {
  if (!isOrderReference(params.reference)) throw notFound();
  let intent: string | null;
  try {
    if (!isFormType(request)) return data({ error: "Send the payment form." }, { status: 415 });
    intent = (await readFormBody(request, 1024)).get("intent");
  } catch (error) {
    if (error instanceof BodyError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const services = await getServices();
  if (intent === "test-pay") {
    const result = await confirmPayment(services, params.reference);
    if (result.kind === "not-found") throw notFound();
    if (result.kind !== "done") return data({ error: "The test payment could not be taken." }, { status: 409 });
    return backToOrder(params.reference);
  }
  if (intent === "test-pay-balance") {
    const paid = await payTestBalance(services, params.reference);
    if (paid === "not-found") throw notFound();
    if (paid === "refused") return data({ error: "The test payment could not be taken." }, { status: 409 });
    return backToOrder(params.reference);
  }
  if (intent !== "pay") return data({ error: "Choose how to pay." }, { status: 400 });
  const started = await startPayment(services, params.reference, new URL(request.url).origin);
  if (started.kind === "not-found") throw notFound();
  if (started.kind === "redirect") return redirect(started.url, { status: 303, headers: privateHeaders() });
  if (started.kind === "unavailable") return data({ error: started.message }, { status: 503 });
  return backToOrder(params.reference);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetailsIsland order={loaderData} payError={actionData?.error ?? null} />;
}
