import { SIZES } from "~/config/sizes";
import type { Product } from "~/features/catalogue";

/** A product for the listing's tests: a made-to-order dress at ₦100,000 in every size unless told. */
export function product(id: number, fields: Partial<Product> = {}): Product {
  return {
    id,
    alt: `Piece ${id}`,
    slug: `piece-${id}`,
    collection: "naledi",
    price: 100_000,
    originalPrice: 100_000,
    sizes: SIZES,
    madeToOrder: true,
    artwork: { slug: `piece-${id}`, garment: "dress", count: 4 },
    description: "",
    ...fields,
  };
}
