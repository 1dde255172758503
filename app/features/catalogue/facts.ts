import { productPath } from "./pages";
import { productById } from "./products";
import { productImageKeys } from "./slug";
import type { Size } from "./sizes";
import type { Product, ProductSale } from "./types";

/**
 * What the browser needs to know of a product to sell it: the cart, the checkout and the purchase
 * form receive these from the server (in their island's props, or from GET /api/products) and
 * never read the catalogue itself, so a product the owner adds is sold like any other.
 */
export interface ProductFacts {
  id: number;
  name: string;
  /** Its page's address; null for a combo's part, which has no page of its own. */
  path: string | null;
  /** Whole naira the shopper pays for one piece. */
  price: number;
  /** Whole naira list price, above `price` during a sale. */
  listPrice: number;
  /** The sale in force on it, if any: `listPrice` is then its regular price. */
  sale?: ProductSale;
  /** Image key of its card picture, e.g. products/zoya-dress/1. */
  imageKey: string;
  /** Made in the atelier after the order; false when it is ready to wear. */
  madeToOrder: boolean;
  /** The sizes the owner ticked, in the shop's size order: the only ones it is sold in. */
  sizes: readonly Size[];
}

/** How a pure rule finds a product's facts: undefined for a product the catalogue does not sell. */
export type FactsLookup = (id: number) => ProductFacts | undefined;

/** A product's facts, as the browser receives them. */
export function productFacts(product: Product): ProductFacts {
  return {
    id: product.id,
    name: product.alt,
    path: productPath(product),
    price: product.price,
    listPrice: product.originalPrice,
    ...(product.sale ? { sale: product.sale } : {}),
    imageKey: productImageKeys(product)[0]!,
    madeToOrder: product.madeToOrder,
    sizes: product.sizes,
  };
}

/** The facts of a product of the catalogue, by id: the server's lookup for the pure rules. */
export const findProductFacts: FactsLookup = (id) => {
  const product = productById(id);
  return product ? productFacts(product) : undefined;
};
