import { bubbleGirl, comboItems } from "./data/bubble-girl";
import { genesis } from "./data/genesis";
import { hazelbee } from "./data/hazelbee";
import { mysthique } from "./data/mysthique";
import { naledi } from "./data/naledi";
import { resurgence } from "./data/resurgence";
import type { Product } from "./types";

/** Every product, combo items included, ordered by id. */
export const products: readonly Product[] = Object.freeze(
  [...naledi, ...genesis, ...resurgence, ...hazelbee, ...bubbleGirl, ...comboItems, ...mysthique].sort(
    (a, b) => a.id - b.id,
  ),
);

const byId = new Map(products.map((p) => [p.id, p]));
const comboItemIds = new Set(comboItems.map((p) => p.id));

export function productById(id: number): Product | undefined {
  return byId.get(id);
}

/** A component of a combo: sold only through its combo's page. */
export function isComboItem(p: Pick<Product, "id">): boolean {
  return comboItemIds.has(p.id);
}
