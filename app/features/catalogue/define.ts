import { madeToOrder } from "../../config/delivery";
import type { ProductRecord } from "./records";
import { SIZES } from "./sizes";
import { slugify } from "./slug";
import type { CollectionSlug, Garment } from "./types";

/** One row of a collection's seed table (docs/decisions/020-catalogue-data.md). */
export interface ProductDraft {
  id: number;
  alt: string;
  garment: Garment;
  originalPrice: number;
  imageCount: 3 | 4;
  description: string;
  /** Sells at its Black Friday price (BB Ensemble). */
  sellsAtBfDiscount?: true;
  /** Ids of the component products, for a combo. */
  comboItems?: readonly number[];
  /** A component of a combo: no discounts and no page of its own. */
  comboItem?: true;
}

/**
 * Turns a collection's seed rows into product records, listed in the order written: slug by
 * `slugify`'s rule, price, every size, made to order as the collection is, published.
 */
export function defineProducts(collection: CollectionSlug, drafts: readonly ProductDraft[]): ProductRecord[] {
  return drafts.map((d, position) => {
    const slug = slugify(d.alt, { removeAmpersand: collection === "bubble-girl" });
    return Object.freeze({
      id: d.id,
      name: d.alt,
      slug,
      collection,
      price: d.sellsAtBfDiscount ? Math.round(d.originalPrice * 0.5) : d.originalPrice,
      originalPrice: d.originalPrice,
      description: d.description,
      sizes: SIZES,
      madeToOrder: madeToOrder[collection],
      ...(d.comboItems ? { comboItems: Object.freeze([...d.comboItems]) } : {}),
      comboPart: d.comboItem === true,
      artwork: Object.freeze({ slug, garment: d.garment, count: d.imageCount }),
      published: true,
      position,
    });
  });
}
