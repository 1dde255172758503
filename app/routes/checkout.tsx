import { serverCartOf } from "~/features/cart/server-cart.server";
import { CheckoutViewIsland } from "~/features/checkout/components/checkout-view";
import { shopPageMeta } from "~/features/seo/page-meta";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  shopPageMeta(matches, {
    title: "Checkout",
    description: "Pay for your Hazel order in naira by card through Paystack, with delivery to your address.",
    path: "/checkout",
  });

/** The Paystack public key (never the secret; none in demo mode) and the lines of the cart cookie. */
export async function loader({ request }: Route.LoaderArgs) {
  const { env } = await getServices();
  return { paystackKey: env.PAYSTACK_PUBLIC_KEY ?? null, serverCart: serverCartOf(request) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <CheckoutViewIsland paystackKey={loaderData.paystackKey} serverCart={loaderData.serverCart} />;
}
