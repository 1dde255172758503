import type { Catalogue } from "./catalogue";

/** Pages that show products whichever changed: home, the collections, HazelBee's cards, the sitemap. */
export const PAGES_SHOWING_ANY_PRODUCT = ["/", "/collections", "/hazelbee", "/sitemap.xml"] as const;

/**
 * The addresses whose page may differ between two catalogues when the products `ids` changed:
 * their pages and listings before and after, and the pages that show every product. Grows with
 * what changed, not with the catalogue's size.
 */
export function affectedPaths(before: Catalogue, after: Catalogue, ids: readonly number[]): string[] {
  if (ids.length === 0) return [];
  const paths = new Set<string>(PAGES_SHOWING_ANY_PRODUCT);
  for (const id of ids) {
    for (const catalogue of [before, after]) {
      for (const path of catalogue.pagesShowing(id)) paths.add(path);
      const product = catalogue.productById(id);
      const listing = product && catalogue.collectionBySlug(product.collection);
      if (listing) paths.add(listing.path);
    }
  }
  return [...paths];
}
