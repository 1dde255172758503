import { findProductFacts } from "~/features/catalogue";
import { pricesHoldFor } from "~/features/cart/server-cart.server";
import { parseFactsRequest } from "~/features/cart/facts-request";
import type { Route } from "./+types/api.products";

/**
 * GET /api/products?ids=12,51: the facts of the products the shop sells among those asked about,
 * for a cart or checkout page whose cart holds a product its server did not know of. A product the
 * shop does not sell is left out, and `pricesFor` says for how many ms the prices hold (until a
 * sale starts or ends; null when none is due), so the page asks again then. Never stored by a cache: the owner's catalogue changes.
 */
export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  const asked = parseFactsRequest(new URL(request.url).search);
  if (!asked.ok)
    return Response.json({ error: asked.error }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const products = asked.ids.flatMap((id) => findProductFacts(id) ?? []);
  return Response.json({ products, pricesFor: pricesHoldFor() }, { headers: { "Cache-Control": "no-store" } });
}
