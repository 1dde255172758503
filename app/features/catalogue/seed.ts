import { bubbleGirl, comboItems } from "./data/bubble-girl";
import { genesis } from "./data/genesis";
import { hazelbee } from "./data/hazelbee";
import { mysthique } from "./data/mysthique";
import { naledi } from "./data/naledi";
import { resurgence } from "./data/resurgence";
import type { CatalogueRecords } from "./records";

/**
 * The catalogue as the specification states it: what the first start writes to an empty
 * database, and what the build pre-renders (docs/decisions/020-catalogue-data.md).
 */
export const seedRecords: CatalogueRecords = Object.freeze({
  products: Object.freeze(
    [...naledi, ...genesis, ...resurgence, ...hazelbee, ...bubbleGirl, ...comboItems, ...mysthique].sort(
      (a, b) => a.id - b.id,
    ),
  ),
  // Pages that show a product of another collection
  // (docs/decisions/189-what-the-product-takes-from-its-specification.md).
  sharedPages: Object.freeze([
    { path: "/genesis/yellow-dress", productId: 36 },
    { path: "/resurgence/sesame-dress", productId: 21, heading: "HazelMuse Styles" },
    { path: "/resurgence/sophie-blouse", productId: 24, heading: "HazelMuse Styles" },
  ]),
  redirects: Object.freeze([
    { path: "/hazelbee/shop/lush-blouse", productId: 42 },
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ path: `/mysthique-00${n}`, productId: 63 + n })),
  ]),
});
