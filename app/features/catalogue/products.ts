import { currentCatalogue } from "./current";
import type { Product } from "./types";

export function productById(id: number): Product | undefined {
  return currentCatalogue().productById(id);
}

/** A component of a combo: sold only through its combo's page. */
export function isComboItem(p: Pick<Product, "id">): boolean {
  const product = currentCatalogue().productById(p.id);
  return product !== undefined && "comboPart" in product;
}
