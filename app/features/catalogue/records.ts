import type { Size } from "./sizes";
import type { CollectionSlug, Garment } from "./types";

/** A product as the catalogue's store keeps it: what the owner edits, published or not. */
export interface ProductRecord {
  /** Unique across the whole catalogue (carts and orders key their lines by it). */
  id: number;
  name: string;
  slug: string;
  collection: CollectionSlug;
  /** Integer naira the shopper pays. */
  price: number;
  /** Integer naira list price, struck through when above `price`. */
  originalPrice: number;
  description: string;
  /** The sizes offered, in the shop's size order. */
  sizes: readonly Size[];
  /** Made in the atelier after the order; otherwise ready to wear. */
  madeToOrder: boolean;
  /** Ids of the parts of a combo. */
  comboItems?: readonly number[];
  /** A part of a combo: sold on its combo's page, no page or discounts of its own. */
  comboPart: boolean;
  /** The generated artwork drawn for this product, if any: its key's slug and how many views. */
  artwork: { slug: string; garment: Garment; count: 3 | 4 } | null;
  published: boolean;
  /** Order in its collection's listing, ascending. */
  position: number;
}

/** A page showing a product under another listing's address (Look 12 at /genesis/yellow-dress). */
export interface SharedPageRecord {
  path: string;
  productId: number;
  heading?: string;
}

/** An old address answered with a 301 to a product's page, wherever the product lives now. */
interface RedirectRecord {
  path: string;
  productId: number;
}

/** Everything the catalogue's pages are made from. */
export interface CatalogueRecords {
  products: readonly ProductRecord[];
  sharedPages: readonly SharedPageRecord[];
  redirects: readonly RedirectRecord[];
}
