import type { Product } from "~/features/catalogue";

/** The product page's size, quantity and add-to-cart controls; they arrive with the cart. */
export function PurchaseForm(_props: { product: Product }) {
  return null;
}
