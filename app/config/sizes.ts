/**
 * The sizes the shop sells, XS to 3XL: a setting the cart, the checkout and the catalogue share,
 * here so the browser reads them without the catalogue.
 */
export const SIZES = ["XS", "S", "M", "L", "XL", "2XL", "3XL"] as const;

export type Size = (typeof SIZES)[number];

export function isSize(v: unknown): v is Size {
  return typeof v === "string" && (SIZES as readonly string[]).includes(v);
}
