import { data, redirect } from "react-router";
import { serverCartData, serverCartOf } from "~/features/cart/server-cart.server";
import { CheckoutViewIsland } from "~/features/checkout/components/checkout-view";
import { shopPageMeta } from "~/features/seo/page-meta";
import { getServices } from "~/server/services.server";
import { readHer } from "~/server/account/session.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { placeFromForm } from "~/server/checkout/checkout-form.server";
import { addressesHtml, filledWith, herAddresses } from "~/server/checkout/her-addresses.server";
import { queuePiecesOf, scheduleFor } from "~/server/atelier/queue.server";
import { abroadFeesFor } from "~/server/abroad/abroad-fees.server";
import { dollarTerms } from "~/server/dollars/dollar-terms.server";
import { lagosToday } from "~/lib/lagos-clock";
import { dutiesHtml } from "~/features/delivery/duties-text";
import { plansForCheckout } from "~/server/checkout/checkout-plan.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  shopPageMeta(matches, {
    title: "Checkout",
    description: "Pay for your Hazel order in naira by card through Paystack, with delivery to your address.",
    path: "/checkout",
  });

/** A shopper's own cart or order: private, no-store, for the page and its .data request. */
export const headers = privateRouteHeaders;

/**
 * The Paystack public key (never the secret; none in demo mode), the lines of the cart cookie and
 * their products' facts, when the atelier's queue and closed days let it promise them, and what
 * their parcel costs to each zone abroad, and in dollars when the owner allows them.
 */
export async function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  const { env, db } = await getServices();
  const cart = serverCartData(serverCartOf(request));
  const schedule = await scheduleFor(db, lagosToday(), queuePiecesOf(cart.serverCart.items));
  const abroad = await abroadFeesFor(db, cart.serverCart.items);
  const dollars = await dollarTerms(
    db,
    cart.serverCart.items.map((i) => i.productId),
  );
  // Signed in to her page: her past addresses offered, one filled in when she chose it.
  const her = await readHer(db, request);
  const addresses = her.signedIn ? await herAddresses(db, her.email) : [];
  const filled = filledWith(addresses, new URL(request.url));
  // The plans set on its pieces: the page works out their parts for the total she sees.
  const plans = await plansForCheckout(
    db,
    cart.serverCart.items.map((i) => i.productId),
  );
  return {
    paystackKey: env.PAYSTACK_PUBLIC_KEY ?? null,
    ...cart,
    plans,
    schedule,
    abroad,
    ...(dollars && { dollars }),
    duties: dutiesHtml(),
    ...(addresses.length > 0 && { addresses: addressesHtml(addresses) }),
    ...(filled && { refused: filled }),
  };
}

/**
 * The billing form posted by a page without a script (or before its script ran): the cart cookie's
 * order placed as POST /api/orders places it, then the order's page, where she pays through
 * Paystack's own page; a refused form comes back with what she typed and each field's message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await placeFromForm(await getServices(), request, context?.clientAddress);
  if (!result.ok) return data({ refused: result.refused }, { status: result.status, headers: privateHeaders() });
  const headers = new Headers(privateHeaders());
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(`/order/${result.reference}`, { status: 303, headers });
}

/**
 * The page's one part that differs per visitor, given the loader's data; the server also renders
 * it alone into the page's shell (docs/decisions/153-cart-and-checkout-shells.md).
 */
export const Island = CheckoutViewIsland;

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  // Only a refused form adds to the loader's data: a page asked for is the island the shell keeps.
  // The code's field is the shell's own (the same for every visitor), of the island's form.
  return <Island {...loaderData} {...(actionData ? { refused: actionData.refused } : {})} />;
}
