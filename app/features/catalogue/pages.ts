import { collectionBySlug } from "./collections";
import { isComboItem, productById, products } from "./products";
import type { Product, ProductPage } from "./types";

/** Canonical page address of a product; null for combo items, which have no page. */
export function productPath(p: Product): string | null {
  if (isComboItem(p)) return null;
  const listing = collectionBySlug(p.collection);
  return listing ? `${listing.path}/${p.slug}` : null;
}

function required(id: number): Product {
  const p = productById(id);
  if (!p) throw new Error(`catalogue: no product ${id}`);
  return p;
}

function sharedPage(product: Product, heading?: string): ProductPage {
  const canonicalPath = productPath(product) ?? "";
  return heading ? { product, heading, canonicalPath } : { product, canonicalPath };
}

/**
 * Pages that show a product of another collection
 * (docs/decisions/189-what-the-product-takes-from-its-specification.md).
 */
const sharedPages: ReadonlyArray<readonly [string, ProductPage]> = [
  ["/genesis/yellow-dress", sharedPage(required(36))],
  ["/resurgence/sesame-dress", sharedPage(required(21), "HazelMuse Styles")],
  ["/resurgence/sophie-blouse", sharedPage(required(24), "HazelMuse Styles")],
];

const pagesByPath = new Map<string, ProductPage>([
  ...products.flatMap((product): Array<[string, ProductPage]> => {
    const path = productPath(product);
    return path ? [[path, { product, canonicalPath: path }]] : [];
  }),
  ...sharedPages,
]);

/** The product page at an address, e.g. '/hazelbee/shop/bb-ensemble'; undefined for unknown addresses. */
export function findProductPageByPath(path: string): ProductPage | undefined {
  return pagesByPath.get(path);
}

/**
 * Resolves a product page address from its collection slug and product slug
 * ('hazelbee' for the shop line at /hazelbee/shop/{slug}). Includes the shared pages:
 * /genesis/yellow-dress shows Look 12; /resurgence/sesame-dress and /resurgence/sophie-blouse
 * show the Genesis products under the 'HazelMuse Styles' heading. Combo items have no page.
 */
export function findProductPage(collection: string, slug: string): ProductPage | undefined {
  const listing = collectionBySlug(collection);
  return listing ? pagesByPath.get(`${listing.path}/${slug}`) : undefined;
}

/** Every product page address, shared pages included. */
export function allProductPagePaths(): string[] {
  return [...pagesByPath.keys()];
}

/** Old addresses that redirect (replacing history) to a product page. */
export const redirects: Readonly<Record<string, string>> = Object.freeze({
  "/hazelbee/shop/lush-blouse": "/hazelbee/shop/bb-ensemble",
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`/mysthique-00${n}`, `/mysthique/mysthique-00${n}`])),
});
