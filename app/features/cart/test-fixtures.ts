import { findProductFacts, productById, type ProductFacts } from "~/features/catalogue";

/** The seed catalogue's facts of these products, as a page's server gives them. */
export const factsOf = (...ids: number[]): ProductFacts[] => ids.map((id) => findProductFacts(id)!);

/** A product page's purchase form props: its facts and its combo's parts'. */
export function purchaseOf(id: number) {
  return { product: findProductFacts(id)!, parts: factsOf(...(productById(id)!.combo?.items ?? [])) };
}

/** A fetch that answers GET /api/products from the seed catalogue, as the shop does, and 503 to anything else. */
export const catalogueFetch: typeof fetch = async (input) => {
  const url = new URL(String(input), "http://shop.test");
  if (url.pathname !== "/api/products") return new Response("", { status: 503 });
  const ids = (url.searchParams.get("ids") ?? "").split(",").map(Number);
  return Response.json({ products: ids.flatMap((id) => findProductFacts(id) ?? []) });
};
