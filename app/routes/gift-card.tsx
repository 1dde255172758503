import { data, redirect } from "react-router";
import { isOrderReference } from "~/features/checkout/reference";
import { GiftCardStatus } from "~/features/gift-cards/components/gift-card-status";
import { parsePaymentReference } from "~/features/payments";
import { paystackConfig } from "~/server/adapters/paystack.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { giftCardStatus } from "~/server/gift-cards/gift-card-page.server";
import { startPayment } from "~/server/orders/start-payment.server";
import { readPayIntent } from "~/server/orders/pay-form.server";
import { findOrder } from "~/server/orders/store/index.server";
import { requesterOf } from "~/server/orders/shopper-access.server";
import { openOrderOf } from "~/server/checkout/open-order-cookie.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/gift-card";

export const meta = () => [{ title: "Your gift card | Hazel" }, { name: "robots", content: "noindex" }];

/** A shopper's purchase: private, no-store. */
export const headers = privateRouteHeaders;

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });
const backToCard = (reference: string) =>
  redirect(`/gift-cards/${reference}`, { status: 303, headers: privateHeaders() });

/**
 * A gift card's page: where its payment stands and when its email goes. Back from Paystack's
 * page (?reference=…), the payment is verified first (recorded once, as every payment is) and the
 * page shown at its own address.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isOrderReference(params.reference)) throw notFound();
  const services = await getServices();
  const returned = new URL(request.url).searchParams.get("reference");
  if (returned !== null) {
    const order = await findOrder(services.db, params.reference);
    if (order && parsePaymentReference(returned)?.orderReference === params.reference) {
      const from = await requesterOf(services.db, order, {
        clientAddress: context?.clientAddress,
        open: openOrderOf(request),
        key: null,
      });
      await confirmPayment(services, returned, fetch, from);
    }
    throw backToCard(params.reference);
  }
  const card = await giftCardStatus(services.db, params.reference, {
    demo: paystackConfig(services.env) === undefined,
  });
  if (!card) throw notFound();
  return data({ card }, { headers: privateHeaders() });
}

/** Pay: Paystack's own page (a plain form); in demo mode, the labelled test payment. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isOrderReference(params.reference)) throw notFound();
  const form = await readPayIntent(request);
  if ("error" in form) return data({ error: form.error }, { status: form.status });
  const { intent } = form;
  const services = await getServices();
  if (!(await giftCardStatus(services.db, params.reference, { demo: false }))) throw notFound();
  if (intent === "test-pay") {
    const result = await confirmPayment(services, params.reference);
    if (result.kind !== "done") return data({ error: "The test payment could not be taken." }, { status: 409 });
    return backToCard(params.reference);
  }
  if (intent !== "pay") return data({ error: "Choose Pay." }, { status: 400 });
  const order = await findOrder(services.db, params.reference);
  if (!order) throw notFound();
  const from = await requesterOf(services.db, order, {
    clientAddress: context?.clientAddress,
    open: openOrderOf(request),
    key: null,
  });
  const started = await startPayment(services, params.reference, new URL(request.url).origin, from);
  if (started.kind === "redirect") return redirect(started.url, { status: 303, headers: privateHeaders() });
  if (started.kind === "unavailable") return data({ error: started.message }, { status: 503 });
  return backToCard(params.reference);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
      <h1 className="text-4xl">Your gift card</h1>
      <GiftCardStatus card={loaderData.card} error={actionData?.error ?? null} />
    </div>
  );
}
