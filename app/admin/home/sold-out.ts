// The home's "Sold out now": each product with a counted size sold out, named, its sizes listed.

/** A product with sizes sold out now, as the home links it. */
export interface SoldOutProduct {
  productId: number;
  name: string;
  sizes: string[];
}

/**
 * The sold-out sizes grouped by product, each product's sizes in the shop's size order, the products
 * by name; a product the catalogue no longer has is named by its number.
 */
export function soldOutProducts(
  soldOut: readonly { productId: number; size: string }[],
  nameOf: (productId: number) => string | undefined,
  sizes: readonly string[],
): SoldOutProduct[] {
  const byProduct = new Map<number, string[]>();
  for (const s of soldOut) byProduct.set(s.productId, [...(byProduct.get(s.productId) ?? []), s.size]);
  return [...byProduct]
    .map(([productId, its]) => ({
      productId,
      name: nameOf(productId) ?? `Product ${productId}`,
      sizes: sizes.filter((size) => its.includes(size)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.productId - b.productId);
}
