import { productImageKey, type ProductRecord } from "~/features/catalogue";
import { imageRef } from "~/lib/images/images.server";
import { imageUrl } from "~/lib/images/image-url";

export interface Thumbnail {
  src: string;
  width: number;
  height: number;
}

/** The first view of a product's artwork at its smallest width; null when it has none built. */
export function productThumbnail(p: Pick<ProductRecord, "artwork">): Thumbnail | null {
  if (!p.artwork) return null;
  try {
    const ref = imageRef(productImageKey(p.artwork, 1));
    const width = ref.widths[0] ?? ref.width;
    return { src: imageUrl(ref.key, width, "webp"), width, height: Math.round((ref.height * width) / ref.width) };
  } catch {
    return null;
  }
}
