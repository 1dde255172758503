// The one list of the catalogue's collections: React Router's route config, the catalogue, the
// menus, the pre-rendered pages and the artwork all read it (docs/decisions/188-each-fact-written-once.md).
// Plain data with no imports, so app/routes.ts and the scripts can load it as it is.

/**
 * The five brand collections, in the order the shop lists them
 * (docs/decisions/189-what-the-product-takes-from-its-specification.md).
 */
export const brandCollections = ["mysthique", "genesis", "naledi", "resurgence", "bubble-girl"] as const;

/** HazelBee's ready-to-wear shop line: a collection of its own, listed inside the HazelBee sub-store. */
export const shopLineCollection = "hazelbee";

/** Every collection: the brand collections, then the shop line. */
export const collectionSlugs = [...brandCollections, shopLineCollection] as const;

export type BrandCollectionSlug = (typeof brandCollections)[number];
export type CollectionSlug = (typeof collectionSlugs)[number];

/** A collection's listing address: '/naledi', and '/hazelbee/shop' for the shop line. */
export function collectionPath(slug: CollectionSlug): string {
  return slug === shopLineCollection ? `/${shopLineCollection}/shop` : `/${slug}`;
}
