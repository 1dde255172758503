import { photoKey } from "~/features/photos";
import type { ImageRef } from "~/lib/images/image-ref";
import type { Db } from "../../db/db.server";

// The ready photos the shop's pages show.

/** A ready photo as pages receive it. */
export type PhotoRef = ImageRef & { alt: string };

/**
 * The ready photos of the given products (of every product without `productIds`), by product id,
 * each product's cover first, then in the owner's order.
 */
export async function readyPhotosOf(db: Db, productIds?: readonly number[]): Promise<Map<number, PhotoRef[]>> {
  const rows = await db.query<{
    product_id: number;
    content_hash: string;
    width: number;
    height: number;
    widths: number[];
    blur: string;
    alt: string;
  }>(
    `select product_id, content_hash, width, height, widths, blur, alt from product_photos
     where status = 'ready' and ($1::int[] is null or product_id = any($1::int[]))
     order by product_id, position, id`,
    [productIds ? [...productIds] : null],
  );
  const photos = new Map<number, PhotoRef[]>();
  for (const r of rows) {
    const ref: PhotoRef = {
      key: photoKey(r.content_hash),
      width: r.width,
      height: r.height,
      widths: r.widths,
      blur: r.blur,
      alt: r.alt,
    };
    const list = photos.get(r.product_id);
    if (list) list.push(ref);
    else photos.set(r.product_id, [ref]);
  }
  return photos;
}
