import { data, redirect } from "react-router";
import { lagosToday } from "~/lib/lagos-clock";
import type { GiftCardField } from "~/features/gift-cards";
import { GiftCardForm } from "~/features/gift-cards/components/gift-card-form";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
import { giftCardAmounts } from "~/server/gift-cards/store.server";
import { buyGiftCard } from "~/server/gift-cards/buy-gift-card.server";
import { startPayment } from "~/server/orders/start-payment.server";
import { addressBlock } from "~/server/base/address-block.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/gift-cards";

export const meta = () => [
  { title: "Gift cards | Hazel" },
  { name: "description", content: "A Hazel gift card, emailed on the day you choose with your message." },
];

/** Private, no-store: a refused form comes back with her email, and the form carries today's date. */
export const headers = privateRouteHeaders;

const FIELDS: GiftCardField[] = [
  "amount",
  "buyerName",
  "buyerEmail",
  "recipientName",
  "recipientEmail",
  "sendOn",
  "message",
];

/** The amounts the owner sells and today's Lagos day (the earliest send day). */
export async function loader() {
  const { db } = await getServices();
  return { amounts: await giftCardAmounts(db), today: lagosToday() };
}

/**
 * The gift card form, posted without a script: the card and its payment stored first, then
 * Paystack's own page, which returns her to the card's page; a refused form comes back with what
 * she typed and each field's message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, 4096);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return data({ values: {}, errors: { form: error.message } }, { status: error.status, headers: privateHeaders() });
  }
  const values = Object.fromEntries(FIELDS.map((f) => [f, form.get(f) ?? ""]));
  const services = await getServices();
  const bought = await buyGiftCard(services, values, { clientAddress: context?.clientAddress });
  if (!bought.ok) return data({ values, errors: bought.errors }, { status: bought.status, headers: privateHeaders() });
  const reference = bought.order.reference;
  // She has just bought it: its first payment page is hers.
  const from = { address: addressBlock(context?.clientAddress), own: true };
  const started = await startPayment(services, reference, new URL(request.url).origin, from);
  if (started.kind === "redirect") return redirect(started.url, { status: 303, headers: privateHeaders() });
  // Demo mode pays on the card's page; Paystack out of reach, the card waits there to be paid.
  return redirect(`/gift-cards/${reference}`, { status: 303, headers: privateHeaders() });
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { amounts, today } = loaderData;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
      <h1 className="text-4xl">Gift cards</h1>
      <p>
        A Hazel gift card is a code for any piece of the shop, made to order ones too. We email it on the day you
        choose, with your message; what is not spent on one order stays on it for the next.
      </p>
      {amounts.length === 0 ? (
        <p role="status">Gift cards are not on sale just now. Message us on WhatsApp and we will help.</p>
      ) : (
        <GiftCardForm
          amounts={amounts}
          today={today}
          values={actionData?.values ?? {}}
          errors={actionData?.errors ?? {}}
        />
      )}
    </div>
  );
}
