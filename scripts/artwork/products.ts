import type { ArtProduct } from "./types.ts";
import { sampleProducts } from "./sample.ts";

/** The catalogue's products (or the development sample). */
export async function loadProducts(sample = false): Promise<readonly ArtProduct[]> {
  if (sample) return sampleProducts;
  const mod = (await import("../../app/features/catalogue/index.ts")) as { products: readonly ArtProduct[] };
  return mod.products;
}
