import { allTerms } from "~/server/dollars/dollar-terms.server";
import { getServices } from "~/server/services.server";

/**
 * GET /api/dollar-terms: the owner's dollar terms (her approved rate and the products' own dollar
 * prices, whole cents), or null while she has not allowed dollars. The shop's pages are the same
 * for every shopper: a page shows dollars from these, in the browser, to a shopper who chose them.
 * Kept by a cache a minute at most: the owner may change her rate.
 */
export async function loader() {
  const { db } = await getServices();
  return Response.json(await allTerms(db), { headers: { "Cache-Control": "public, max-age=60" } });
}
