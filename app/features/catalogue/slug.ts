import { PHOTO_PLACEHOLDER_KEY } from "../../lib/images/placeholder";
import type { Product } from "./types";

/**
 * The slug rule (docs/decisions/189-what-the-product-takes-from-its-specification.md):
 * the name lower-cased with spaces turned into hyphens, its accents and tone marks dropped
 * ("Café Crêpe Dress" → "cafe-crepe-dress", "Àṣọ Òkè" → "aso-oke"). With `removeAmpersand` (Bubble Girl) the '&-' left by ' & ' is removed too,
 * so 'Bubble & Molly Combo' becomes 'bubble-molly-combo'.
 */
export function slugify(name: string, opts?: { removeAmpersand?: boolean }): string {
  const slug = name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ /g, "-");
  return opts?.removeAmpersand ? slug.replace(/&-/g, "") : slug;
}

/** Image key of the n-th view (n from 1) of the artwork drawn for a product. */
export function productImageKey(artwork: { slug: string }, n: number): string {
  return `products/${artwork.slug}/${n}`;
}

/**
 * A product's pictures, first the card's: the owner's photos, else its artwork's views, else
 * (a new product before its first photo) the neutral placeholder, never another picture standing in.
 */
export function productImageKeys(product: Pick<Product, "photos" | "artwork">): string[] {
  if (product.photos?.length) return product.photos.map((photo) => photo.key);
  const { artwork } = product;
  if (artwork) return Array.from({ length: artwork.count }, (_, i) => productImageKey(artwork, i + 1));
  return [PHOTO_PLACEHOLDER_KEY];
}
