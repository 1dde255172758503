import { discounts } from "./pricing";
import { slugify } from "./slug";
import type { CollectionSlug, Garment, Product } from "./types";

/** One row of a collection's data table. */
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
 * Turns a collection's data rows into products: slug by `slugify`'s rule, discounts, price
 * (docs/decisions/020-catalogue-data.md).
 */
export function defineProducts(collection: CollectionSlug, drafts: readonly ProductDraft[]): Product[] {
  return drafts.map((d) => {
    const slug = slugify(d.alt, { removeAmpersand: collection === "bubble-girl" });
    const base = {
      id: d.id,
      alt: d.alt,
      slug,
      collection,
      garment: d.garment,
      originalPrice: d.originalPrice,
      imageCount: d.imageCount,
      description: d.description,
    };
    if (d.comboItem) return Object.freeze({ ...base, price: d.originalPrice });
    const { bfDiscount, decDiscount } = discounts(d.originalPrice);
    const price = d.sellsAtBfDiscount ? bfDiscount : d.originalPrice;
    const combo = d.comboItems ? { combo: Object.freeze({ items: Object.freeze([...d.comboItems]) }) } : {};
    return Object.freeze({ ...base, price, bfDiscount, decDiscount, ...combo });
  });
}
