import { parcelForHer, parcelView } from "~/server/couriers/parcel-view.server";
import { data, redirect } from "react-router";
import { OrderDetailsIsland } from "~/features/checkout/components/order-details";
import { isOrderReference } from "~/features/checkout/reference";
import { parsePaymentReference } from "~/features/payments";
import { paystackConfig } from "~/server/adapters/paystack.server";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { shareNews } from "~/server/aso-ebi/deadline-news.server";
import { withMemberMeasurements } from "~/server/aso-ebi/member-measurements.server";
import { shopperOrderView } from "~/server/orders/order-page.server";
import { findOrder } from "~/server/orders/store/index.server";
import { startPartPayment, startPayment } from "~/server/orders/start-payment.server";
import { readPayIntent } from "~/server/orders/pay-form.server";
import { isOwnShopper, isPrivateKeyOf, requesterOf } from "~/server/orders/shopper-access.server";
import { openOrderOf } from "~/server/checkout/open-order-cookie.server";
import { payTestBalance } from "~/server/orders/test-balance.server";
import { autopayChoice, chooseAutopayFromForm } from "~/server/autopay/view.server";
import { AUTOPAY_INTENT } from "~/features/autopay";
import { getServices } from "~/server/services.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import type { Route } from "./+types/order";

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `Order ${params.reference} | Hazel` },
  { name: "robots", content: "noindex" },
];

/** A shopper's own cart or order: private, no-store, for the page and its .data request. */
export const headers = privateRouteHeaders;

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });
/** The order's page again, with the private link key it was opened by (`?key=`), if any. */
const backToOrder = (reference: string, key: string | null = null) =>
  redirect(`/order/${reference}${key ? `?key=${encodeURIComponent(key)}` : ""}`, {
    status: 303,
    headers: privateHeaders(),
  });

/**
 * The order as stored, read on every request. Coming back from Paystack's payment page
 * (?reference=… of one of its payments), the payment is verified first and the page shown at its
 * own address. A made-to-measure line's measurements are shown only to a private link key (`?key=`),
 * an aso-ebi guest's also to her own browser (the open-order cookie it was placed from).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
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
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  const returned = url.searchParams.get("reference");
  if (returned !== null) {
    if (parsePaymentReference(returned)?.orderReference === order.reference) {
      const from = await requesterOf(db, order, {
        clientAddress: context?.clientAddress,
        open: openOrderOf(request),
        key,
      });
      await confirmPayment(services, returned, fetch, from);
    }
    throw backToOrder(order.reference, key);
  }
  const own = await isOwnShopper(db, order, { open: openOrderOf(request), key });
  // An aso-ebi guest's measurements are hers to see as her address is: in her own browser or by a private key.
  const measured = await withMemberMeasurements(db, order);
  const view = await shopperOrderView(db, measured, {
    demo: paystackConfig(services.env) === undefined,
    measurements: (await isPrivateKeyOf(db, order, key)) || (own && measured !== order),
    own,
  });
  // A share of an aso-ebi group names its group, with a link to the group's page, and what its deadline meant for her.
  return data(
    {
      ...view,
      group: await shareNews(db, order.reference),
      // Her parcel's courier and number are hers, as her address is.
      parcel: own ? parcelForHer(await parcelView(db, order.reference)) : null,
      // Her card (its last 4 digits) and her autopay choice: hers alone, for an order on a plan.
      autopay: own && view.plan ? await autopayChoice(db, order.reference) : null,
    },
    { headers: privateHeaders() },
  );
}

/**
 * The order page's payment form, which needs no script: `pay` starts a payment on Paystack's own
 * page and goes there, `pay-amount` the part of the balance she typed (`amount`); `test-pay` (demo mode) pays a test order with the labelled test payment,
 * and `test-pay-balance` its balance; `autopay` saves her autopay choice (her own page only).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isOrderReference(params.reference)) throw notFound();
  const form = await readPayIntent(request);
  if ("error" in form) return data({ error: form.error }, { status: form.status });
  const { intent, amount: typed } = form;
  const services = await getServices();
  const key = new URL(request.url).searchParams.get("key");
  if (intent === AUTOPAY_INTENT) {
    const order = await findOrder(services.db, params.reference);
    if (!order) throw notFound();
    if (!(await isOwnShopper(services.db, order, { open: openOrderOf(request), key })))
      return data({ error: "Only you can choose autopay, from your own order page." }, { status: 403 });
    if (!(await chooseAutopayFromForm(services.db, order.reference, form.autopay)))
      return data({ error: "No card is kept for this order." }, { status: 409 });
    return backToOrder(params.reference, key);
  }
  if (intent === "test-pay") {
    const result = await confirmPayment(services, params.reference);
    if (result.kind === "not-found") throw notFound();
    if (result.kind !== "done") return data({ error: "The test payment could not be taken." }, { status: 409 });
    return backToOrder(params.reference, key);
  }
  if (intent === "test-pay-balance") {
    const paid = await payTestBalance(services, params.reference);
    if (paid === "not-found") throw notFound();
    if (paid === "refused") return data({ error: "The test payment could not be taken." }, { status: 409 });
    return backToOrder(params.reference, key);
  }
  if (intent !== "pay" && intent !== "pay-amount") return data({ error: "Choose how to pay." }, { status: 400 });
  const order = await findOrder(services.db, params.reference);
  if (!order) throw notFound();
  const from = await requesterOf(services.db, order, {
    clientAddress: context?.clientAddress,
    open: openOrderOf(request),
    key,
  });
  const origin = new URL(request.url).origin;
  const started =
    intent === "pay-amount"
      ? await startPartPayment(services, params.reference, origin, from, typed)
      : await startPayment(services, params.reference, origin, from);
  if (started.kind === "not-found") throw notFound();
  if (started.kind === "invalid") return data({ error: started.message }, { status: 400 });
  if (started.kind === "redirect") return redirect(started.url, { status: 303, headers: privateHeaders() });
  if (started.kind === "unavailable") return data({ error: started.message }, { status: 503 });
  return backToOrder(params.reference, key);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetailsIsland order={loaderData} payError={actionData?.error ?? null} />;
}
