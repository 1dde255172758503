import { productById } from "~/features/catalogue";
import { listingItem } from "~/features/catalogue/page-data.server";

/** The style a group wears as its product card shows it: its first photo (every encoded width) and its page. */
export function styleOf(productId: number) {
  const product = productById(productId);
  if (!product) return null;
  const { image, href } = listingItem(product);
  return { image, href };
}
