import type { ArtProduct } from "./types.ts";
import { collections, garments } from "./types.ts";

/** A development sample with the catalogue's shape: every garment in every collection's hands. */
export const sampleProducts: readonly ArtProduct[] = collections.flatMap((collection, ci) =>
  garments.map((garment, gi) => ({
    id: ci * 100 + gi + 1,
    alt: `${collection} ${garment}`,
    slug: `${collection}-${garment}-${gi}`,
    collection,
    garment,
    imageCount: (gi % 2 ? 4 : 3) as 3 | 4,
  })),
);
