import { data, redirect } from "react-router";
import { formatDay, formatDateAndTime } from "~/lib/lagos-clock";
import { deliveryLines } from "~/features/orders";
import { balanceDueDay } from "~/features/payments";
import { isQuoteKey, QuotePage, quoteLapsed, type QuotePageView } from "~/features/quotes";
import type { Order } from "~/features/orders";
import { dueNow, type OrderAccount } from "~/features/order-account";
import { formatMoney } from "~/features/currency";
import type { PlanStoryView } from "~/features/pay-plans";
import { readPlanStory } from "~/server/pay-plans/story.server";
import { findQuoteByKey } from "~/server/orders/store/index.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { startPayment } from "~/server/orders/start-payment.server";
import { addressBlock } from "~/server/base/address-block.server";
import { getServices } from "~/server/services.server";
import { readPayIntent } from "~/server/orders/pay-form.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import type { Route } from "./+types/quote";

export const meta = () => [{ title: "Your quote | Hazel" }, { name: "robots", content: "noindex" }];

/** A shopper's quote: private, no-store. */
export const headers = privateRouteHeaders;

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });

async function quoteOr404(key: string): Promise<Order> {
  const order = isQuoteKey(key) ? await findQuoteByKey((await getServices()).db, key) : undefined;
  if (!order?.quote) throw notFound();
  return order;
}

function stageOf(order: Order, now: Date): QuotePageView["stage"] {
  if (order.status === "pending") return order.quote && quoteLapsed(order.quote, now) ? "lapsed" : "payable";
  return order.status === "expired" || order.status === "cancelled" ? "lapsed" : "paid";
}

/** Her order's page by the quote's key, which shows her measurements there too. */
const orderPathOf = (order: Order) =>
  `/order/${order.reference}${order.quote ? `?key=${encodeURIComponent(order.quote.key)}` : ""}`;

/** Her pay button, naming what is due now by the order's account: what the payment it starts charges. */
function payButtonOf(order: Order, account: OrderAccount): string | null {
  const due = dueNow(account, order.status);
  if (!due) return null;
  return `Pay ${formatMoney(due.money)}${due.part === "deposit" ? " deposit" : due.part === "first-part" ? ", the first part" : ""}`;
}

function quoteView(order: Order, account: OrderAccount, plan: PlanStoryView | null, now: Date): QuotePageView {
  const total = order.amountMinor;
  const deposit = order.deposit;
  return {
    reference: order.reference,
    firstName: order.customer.firstName,
    items: order.items.map((i) => ({
      name: i.name,
      size: i.size,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      lineTotal: i.lineTotal,
    })),
    deliveryLines: deliveryLines(order.delivery),
    total,
    deposit: deposit
      ? {
          now: deposit.amount,
          balance: total - deposit.amount,
          dueDay: formatDay(balanceDueDay(deposit.balanceDueAt)),
        }
      : null,
    plan,
    validUntil: formatDateAndTime(order.quote?.validUntil ?? now),
    stage: stageOf(order, now),
    payButton: payButtonOf(order, account),
    orderPath: orderPathOf(order),
  };
}

export async function loader({ params }: Route.LoaderArgs) {
  const order = await quoteOr404(params.key);
  const { db } = await getServices();
  const { account } = await readOrderAccount(db, order);
  const plan = await readPlanStory(db, order.reference, account);
  return data({ quote: quoteView(order, account, plan, new Date()) }, { headers: privateHeaders() });
}

const LAPSED = "This quote has lapsed and can no longer be paid. Message us for a new one.";

/**
 * Pay: a payment stored, then Paystack's own page (a plain form, no script), which returns her
 * to her order's page. A lapsed quote takes none (410) and says so.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const order = await quoteOr404(params.key);
  const form = await readPayIntent(request);
  if ("error" in form) return data({ error: form.error }, { status: form.status });
  if (form.intent !== "pay") return data({ error: "Choose Pay." }, { status: 400 });
  // Ended already, it takes nothing; still waiting past its validity, the payment's start ends it
  // (its held pieces back on sale at once, before the job would) and it takes nothing either.
  if (order.status !== "pending" && stageOf(order, new Date()) === "lapsed")
    return data({ error: LAPSED }, { status: 410 });
  const services = await getServices();
  // Her quote's own link: the key in its address is the order's private key.
  const from = { address: addressBlock(context?.clientAddress), own: true };
  const started = await startPayment(services, order.reference, new URL(request.url).origin, from);
  if (started.kind === "not-found") throw notFound();
  if (started.kind === "redirect") return redirect(started.url, { status: 303, headers: privateHeaders() });
  if (started.kind === "unavailable") return data({ error: started.message }, { status: 503 });
  if (started.kind === "done" && started.order.status === "expired") return data({ error: LAPSED }, { status: 410 });
  // Demo mode (a test order) pays on the order's page; a paid quote is followed there too.
  return redirect(orderPathOf(order), { status: 303, headers: privateHeaders() });
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotePage quote={loaderData.quote} error={actionData?.error ?? null} />;
}
