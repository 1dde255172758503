import type { Thumbnail } from "~/admin/products/product-list";
import { productImageKey, type ProductRecord } from "~/features/catalogue";
import type { ImageRef } from "~/lib/images/image-ref";
import { imageRef } from "~/lib/images/images.server";
import { imageUrl } from "~/lib/images/image-url";

const smallest = (ref: ImageRef): Thumbnail => {
  const width = ref.widths[0] ?? ref.width;
  return { src: imageUrl(ref.key, width, "webp"), width, height: Math.round((ref.height * width) / ref.width) };
};

/**
 * A product's picture at its smallest width: its cover photo when it has a ready one, else the
 * first view of its artwork; null when it has neither.
 */
export function productThumbnail(p: Pick<ProductRecord, "artwork">, cover?: ImageRef): Thumbnail | null {
  if (cover) return smallest(cover);
  if (!p.artwork) return null;
  try {
    return smallest(imageRef(productImageKey(p.artwork, 1)));
  } catch {
    return null;
  }
}
