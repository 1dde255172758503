import { serverCartData, serverCartOf } from "~/features/cart/server-cart.server";
import { CheckoutViewIsland } from "~/features/checkout/components/checkout-view";
import { shopPageMeta } from "~/features/seo/page-meta";
import { getServices } from "~/server/services.server";
import { privateRouteHeaders } from "~/server/base/no-store.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  shopPageMeta(matches, {
    title: "Checkout",
    description: "Pay for your Hazel order in naira by card through Paystack, with delivery to your address.",
    path: "/checkout",
  });

/** A shopper's own cart or order: private, no-store, for the page and its .data request. */
export const headers = privateRouteHeaders;

/** The Paystack public key (never the secret; none in demo mode), the lines of the cart cookie and their products' facts. */
export async function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  const { env } = await getServices();
  return { paystackKey: env.PAYSTACK_PUBLIC_KEY ?? null, ...serverCartData(serverCartOf(request)) };
}

/**
 * The page's one part that differs per visitor, given the loader's data; the server also renders
 * it alone into the page's shell (docs/decisions/153-cart-and-checkout-shells.md).
 */
export const Island = CheckoutViewIsland;

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <Island {...loaderData} />;
}
