import type { Catalogue } from "./catalogue";
import type { Product } from "./types";

const priceOf = (p: Product | undefined) =>
  p ? `${p.price} ${p.originalPrice} ${p.sale?.name ?? ""} ${p.sale?.endsAt ?? ""}` : "";

/** The products whose price, struck price or sale differs between two catalogues (a sale started or ended). */
export function pricesChanged(before: Catalogue, after: Catalogue): number[] {
  return after.products.filter((p) => priceOf(p) !== priceOf(before.productById(p.id))).map((p) => p.id);
}
