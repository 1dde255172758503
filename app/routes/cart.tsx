import { CartPageIsland } from "~/features/cart/cart-page";
import { redirect } from "react-router";
import { addToCartCookie, changeCartCookie, serverCartData, serverCartOf } from "~/features/cart/server-cart.server";
import { shopPageMeta } from "~/features/seo/page-meta";
import { getServices } from "~/server/services.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
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
 * The lines of the cart cookie and their products' facts, so the page arrives with them; the
 * stored cart stays the record. A product form's line (/cart?add=…, sent without a script or
 * before it loaded) is written into the cookie and the page sent on to /cart?added=…, so a reload
 * never adds it twice.
 */
export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  if (new URL(request.url).searchParams.has("add")) return addLine(request);
  return serverCartData(serverCartOf(request));
}

async function addLine(request: Request): Promise<never> {
  const { env } = await getServices();
  const added = addToCartCookie(request, env.SITE_URL.startsWith("https:"));
  throw redirect(added?.location ?? "/cart", {
    status: 303,
    headers: { ...privateHeaders(), ...(added?.setCookie ? { "Set-Cookie": added.setCookie } : {}) },
  });
}

/**
 * A quantity stepper or Remove button posted without a script: the cart cookie's line changed,
 * then the cart again (post, redirect, get), at an address the browser's stored cart follows.
 */
/** The cart's forms post a line and a quantity: a few hundred bytes. */
const CART_FORM_LIMIT = 4096;

export async function action({ request }: Route.ActionArgs) {
  const { env } = await getServices();
  let fields: URLSearchParams;
  try {
    // A line and a quantity: a form far larger is not the cart's, refused before it is all read.
    fields = await readFormBody(request, CART_FORM_LIMIT);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return new Response(error.message, { status: error.status, headers: privateHeaders() });
  }
  const changed = changeCartCookie(request, fields, env.SITE_URL.startsWith("https:"));
  return redirect(changed.location, {
    status: 303,
    headers: { ...privateHeaders(), "Set-Cookie": changed.setCookie },
  });
}

/**
 * The page's one part that differs per visitor, given the loader's data; the server also renders
 * it alone into the page's shell (docs/decisions/153-cart-and-checkout-shells.md).
 */
export const Island = CartPageIsland;

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <Island {...loaderData} />;
}
