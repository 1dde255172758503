import { productPath } from "~/features/catalogue";
import type { Db } from "../db/db.server";
import { readProducts } from "../catalogue/store/index.server";

/** The product a photos screen is for: its name (for default alt texts) and its page, if it has one. */
export interface PhotoProduct {
  id: number;
  name: string;
  path: string | null;
}

/** The one place the photos read the catalogue: a stored product by id, published or a draft, or undefined for none. */
export async function photoProduct(db: Db, id: number): Promise<PhotoProduct | undefined> {
  const [product] = await readProducts(db, [id]);
  return product && { id: product.id, name: product.name, path: product.published ? productPath(product) : null };
}
