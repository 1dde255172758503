import type { Product, Size } from "~/features/catalogue";

/** The sizes of a ready-to-wear piece that are counted and sold out now, in the shop's size order. */
export function soldOutSizes(product: Pick<Product, "sizes" | "stock" | "madeToOrder">): Size[] {
  if (product.madeToOrder || !product.stock) return [];
  return product.sizes.filter((size) => {
    const left = product.stock?.[size];
    return left !== undefined && left <= 0;
  });
}
