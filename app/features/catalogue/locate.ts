import { collectionPath, collectionSlugs, type CollectionSlug } from "~/config/collections";

const listings = collectionSlugs.map((slug) => [collectionPath(slug), slug] as const);

/**
 * The collection whose listing or product pages an address belongs to:
 * '/naledi' and '/naledi/orion-dress' give 'naledi', '/hazelbee/shop/coral-dress' gives 'hazelbee'.
 */
export function collectionSlugOfPath(pathname: string): CollectionSlug | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return listings.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
}
