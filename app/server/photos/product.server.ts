import { productById, productPath } from "~/features/catalogue";

/** The product a photos screen is for: its name (for default alt texts) and its page, if it has one. */
export interface PhotoProduct {
  id: number;
  name: string;
  path: string | null;
}

/** The one place the photos read the catalogue: a product by id, or undefined for none. */
export function photoProduct(id: number): PhotoProduct | undefined {
  const product = productById(id);
  return product && { id: product.id, name: product.alt, path: productPath(product) };
}
