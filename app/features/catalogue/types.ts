import type { CollectionSlug } from "~/config/collections";
import type { ImageRef } from "~/lib/images/image-ref";
import type { Size } from "./sizes";

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
  /** Integer naira the shopper pays. */
  price: number;
  /** Integer naira list price. */
  originalPrice: number;
  /** originalPrice minus 50%; absent on combo items. */
  bfDiscount?: number;
  /** originalPrice minus 30%; absent on combo items. */
  decDiscount?: number;
  /** The sizes offered, in the shop's size order. */
  sizes: readonly Size[];
  /** Made in the atelier after the order; otherwise ready to wear. */
  madeToOrder: boolean;
  /** The generated artwork drawn for it (carousel views: 1 front, 2 back, 3 detail, 4 styled look). */
  artwork: { slug: string; garment: Garment; count: 3 | 4 } | null;
  /** Ids of the component products of a combo. */
  combo?: { items: readonly number[] };
  /** A component of a combo: sold on its combo's page. */
  comboPart?: true;
  /** The owner's photos, cover first; when there are any they replace the artwork. */
  photos?: readonly ProductPhoto[];
  /** Pieces left of each counted size (ready to wear); a size not named is not counted. */
  stock?: StockLeft;
  /** The sale in force on it: `price` is then its sale price and `originalPrice` its regular price. */
  sale?: ProductSale;
  description: string;
}

/** A sale a product is on, as pages show it. */
export interface ProductSale {
  /** The sale's name, kept with each order placed in it. */
  name: string;
  /** What shoppers read on its badge ("20% off", "Sale" or the owner's words). */
  badge: string;
  /** When its sale price ends, ISO instant. */
  endsAt: string;
}

/** Pieces left by size, for the sizes whose pieces are counted. */
export type StockLeft = Partial<Record<Size, number>>;

/** A photo the owner uploaded, as pages show it. */
export type ProductPhoto = ImageRef & { alt: string };

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
  /** The product the picture shows, when it is sold (the home's Latest Collection). */
  productId?: number;
}

export interface HazelbeeCard {
  id: number;
  title: string;
  productId: number;
}
