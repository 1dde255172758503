import { collectionBySlug } from "./collections";
import { currentCatalogue } from "./current";
import type { Product, ProductPage } from "./types";

/** Canonical page address of a product; null for combo items, which have no page. */
export function productPath(p: Pick<Product, "id">): string | null {
  return currentCatalogue().productPath(p);
}

/** The product page at an address, e.g. '/hazelbee/shop/bb-ensemble'; undefined for unknown addresses. */
export function findProductPageByPath(path: string): ProductPage | undefined {
  return currentCatalogue().pageAt(path);
}

/**
 * Resolves a product page address from its collection slug and product slug
 * ('hazelbee' for the shop line at /hazelbee/shop/{slug}). Includes the shared pages:
 * /genesis/yellow-dress shows Look 12; /resurgence/sesame-dress and /resurgence/sophie-blouse
 * show the Genesis products under the 'HazelMuse Styles' heading. Combo items have no page.
 */
export function findProductPage(collection: string, slug: string): ProductPage | undefined {
  const listing = collectionBySlug(collection);
  return listing ? findProductPageByPath(`${listing.path}/${slug}`) : undefined;
}

/** Every product page address, shared pages included. */
export function allProductPagePaths(): string[] {
  return [...currentCatalogue().pagePaths];
}

/** Where an old address now redirects with a 301, if it does. */
export function redirectOf(path: string): string | undefined {
  return currentCatalogue().redirects.get(path);
}
