import { CartPageIsland } from "~/features/cart/cart-page";
import { serverCartData, serverCartOf, withAddRequest } from "~/features/cart/server-cart.server";
import { shopPageMeta } from "~/features/seo/page-meta";
import { privateRouteHeaders } from "~/server/base/no-store.server";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) =>
  shopPageMeta(matches, {
    title: "Cart",
    description: "Your Hazel cart: the pieces you have chosen, with their sizes, quantities and total.",
    path: "/cart",
  });

/** A shopper's own cart or order: private, no-store, for the page and its .data request. */
export const headers = privateRouteHeaders;

/**
 * The lines of the cart cookie (and of a product form sent before its script loaded) and their
 * products' facts, so the page arrives with them; the stored cart stays the record.
 */
export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  return serverCartData(withAddRequest(serverCartOf(request), new URL(request.url).search));
}

/**
 * The page's one part that differs per visitor, given the loader's data; the server also renders
 * it alone into the page's shell (docs/decisions/153-cart-and-checkout-shells.md).
 */
export const Island = CartPageIsland;

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <Island {...loaderData} />;
}
