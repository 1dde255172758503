import type { CollectionSlug } from "~/config/collections";

export type { CollectionSlug };

export type Garment =
  "dress" | "blouse" | "shirt" | "jumpsuit" | "ensemble" | "set" | "kimono-dress" | "skirt" | "trousers" | "jacket";

export interface Product {
  /** Unique across the whole catalogue (the cart keys its lines by it). */
  id: number;
  /** Display name, e.g. 'Arcturus Blouse', 'Look 1', 'Mysthique 001'. */
  alt: string;
  slug: string;
  /** Combo items belong to 'bubble-girl'. */
  collection: CollectionSlug;
  /** What the product artwork draws. */
  garment: Garment;
  /** Integer naira the shopper pays. */
  price: number;
  /** Integer naira list price. */
  originalPrice: number;
  /** originalPrice minus 50%; absent on combo items. */
  bfDiscount?: number;
  /** originalPrice minus 30%; absent on combo items. */
  decDiscount?: number;
  /** Carousel images: 1 front, 2 back, 3 detail, 4 styled look. */
  imageCount: 3 | 4;
  /** Ids of the component products of a combo. */
  combo?: { items: readonly number[] };
  description: string;
}

export interface Collection {
  slug: CollectionSlug;
  name: string;
  /** Listing page heading. */
  heading: string;
  blurb: string;
  /** Listing page address. */
  path: string;
  /** Listing order. */
  productIds: readonly number[];
  /** Product grid columns on wide screens. */
  wideColumns: 3 | 4;
  /** A CSS colour. */
  accent: string;
  coverImageKey: string;
}

export interface ProductPage {
  product: Product;
  /** Heading shown above the product where it differs from the collection's (shared pages). */
  heading?: string;
  canonicalPath: string;
}

export interface ShowcaseImage {
  id: number;
  title: string;
  imageKey: string;
}

export interface HazelbeeCard {
  id: number;
  title: string;
  productId: number;
}
