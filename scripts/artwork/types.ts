import { collectionSlugs, type CollectionSlug } from "../../app/config/collections.ts";

export type { CollectionSlug };

export type Garment =
  "dress" | "blouse" | "shirt" | "jumpsuit" | "ensemble" | "set" | "kimono-dress" | "skirt" | "trousers" | "jacket";

export const garments: readonly Garment[] = [
  "dress",
  "blouse",
  "shirt",
  "jumpsuit",
  "ensemble",
  "set",
  "kimono-dress",
  "skirt",
  "trousers",
  "jacket",
];

/** Every collection, each with a cover of its own. */
export const collections: readonly CollectionSlug[] = collectionSlugs;

/** The catalogue fields the artwork needs (a structural subset of the catalogue's Product). */
export interface ArtProduct {
  id: number;
  alt: string;
  slug: string;
  collection: CollectionSlug;
  garment: Garment;
  imageCount: 3 | 4;
}

export interface Artwork {
  svg: string;
  width: number;
  height: number;
}
