import type { CollectionSlug } from "./types";

const listings: ReadonlyArray<readonly [prefix: string, slug: CollectionSlug]> = [
  ["/hazelbee/shop", "hazelbee"],
  ["/mysthique", "mysthique"],
  ["/genesis", "genesis"],
  ["/naledi", "naledi"],
  ["/resurgence", "resurgence"],
  ["/bubble-girl", "bubble-girl"],
];

/**
 * The collection whose listing or product pages an address belongs to:
 * '/naledi' and '/naledi/orion-dress' give 'naledi', '/hazelbee/shop/coral-dress' gives 'hazelbee'.
 */
export function collectionSlugOfPath(pathname: string): CollectionSlug | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return listings.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
}
