import type { ProductSale } from "~/features/catalogue";
import type { ImageRef } from "~/lib/images/image-ref";

/** A product as a listing's card shows it (the catalogue's listing item has this shape). */
export interface ListingCardItem {
  id: number;
  name: string;
  href: string;
  price: number;
  originalPrice: number;
  sale?: ProductSale;
  image: ImageRef;
}
