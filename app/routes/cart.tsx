import { CartPageIsland } from "~/features/cart/cart-page";
import { serverCartOf } from "~/features/cart/server-cart.server";
import { shopPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) =>
  shopPageMeta(matches, {
    title: "Cart",
    description: "Your Hazel cart: the pieces you have chosen, with their sizes, quantities and total.",
    path: "/cart",
  });

/** The lines of the cart cookie, so the page arrives with them (the stored cart stays the record). */
export function loader({ request }: Route.LoaderArgs) {
  return { serverCart: serverCartOf(request) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <CartPageIsland serverCart={loaderData.serverCart} />;
}
