/** The catalogue fields the artwork needs (a structural subset of the catalogue's Product). */
export type CollectionSlug = "mysthique" | "genesis" | "naledi" | "resurgence" | "bubble-girl" | "hazelbee";

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

export const collections: readonly CollectionSlug[] = [
  "mysthique",
  "genesis",
  "naledi",
  "resurgence",
  "bubble-girl",
  "hazelbee",
];

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
