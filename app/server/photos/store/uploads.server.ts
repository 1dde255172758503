import { coverFirst, moved, PHOTO_LIMITS, photoKey, sameOrder } from "~/features/photos";
import type { Db } from "../../db/db.server";
import type { CleanPhoto } from "../clean.server";
import type { PhotoFiles } from "../photo-files.server";
import {
  dropUnused,
  LOCK_SPACE,
  lockHash,
  withProductLock,
  type AlsoInTransaction,
  type PhotoStatus,
} from "./shared.server";

// The owner's photos of a product: adding, listing, ordering, describing, copying and removing them.

/** A photo as the admin lists it (without its bytes). */
export interface AdminPhoto {
  id: number;
  position: number;
  alt: string;
  status: PhotoStatus;
  key: string;
  width: number;
  height: number;
  /** Encoded widths, once ready. */
  widths: number[];
}

type PhotoRow = {
  id: number;
  position: number;
  alt: string;
  status: PhotoStatus;
  content_hash: string;
  width: number;
  height: number;
  widths: number[] | null;
};

export type Added = { ok: true; id: number; position: number } | { ok: false; reason: "product-full" | "duplicate" };

/**
 * Adds a cleaned photo after the product's others, waiting to be prepared, with the alt text
 * `altFor` gives its number (1 for the cover). The insert itself refuses an eleventh photo, under
 * the product's lock, so two uploads at once cannot pass the limit together. Once the row is in,
 * `place` puts its file where it belongs (and does what else goes with it, in the transaction),
 * under the hash's lock, so a removal of the same photo elsewhere cannot take the file away between the two.
 */
export function addPhoto(
  db: Db,
  productId: number,
  photo: CleanPhoto,
  altFor: (number: number) => string,
  place: (tx: Db, position: number) => Promise<void> = async () => {},
): Promise<Added> {
  return withProductLock(db, productId, async (tx) => {
    await lockHash(tx, photo.hash);
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
      "select count(*)::int as count from product_photos where product_id = $1",
      [productId],
    );
    const [row] = await tx.query<{ id: number; position: number }>(
      `insert into product_photos (product_id, position, alt, content_hash, width, height)
       select $1, count(*), $2, $3, $4, $5 from product_photos where product_id = $1
       having count(*) < $6
       on conflict (product_id, content_hash) do nothing
       returning id, position`,
      [productId, altFor(count + 1), photo.hash, photo.width, photo.height, PHOTO_LIMITS.perProduct],
    );
    if (row) {
      await place(tx, row.position);
      return { ok: true, id: row.id, position: row.position };
    }
    return { ok: false, reason: count >= PHOTO_LIMITS.perProduct ? "product-full" : "duplicate" };
  });
}

/** The product's photos in order, the cover first, whatever their state. */
export async function photosOfProduct(db: Db, productId: number): Promise<AdminPhoto[]> {
  const rows = await db.query<PhotoRow>(
    `select id, position, alt, status, content_hash, width, height, widths
     from product_photos where product_id = $1 order by position, id`,
    [productId],
  );
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    alt: r.alt,
    status: r.status,
    key: photoKey(r.content_hash),
    width: r.width,
    height: r.height,
    widths: r.widths ?? [],
  }));
}

/** Writes the product's order of photos: position i for the i-th id. */
async function writeOrder(tx: Db, productId: number, ids: readonly number[]): Promise<void> {
  await tx.query(
    `update product_photos p set position = o.ordinality - 1
     from unnest($2::int[]) with ordinality as o(id, ordinality)
     where p.product_id = $1 and p.id = o.id and p.position <> o.ordinality - 1`,
    [productId, ids],
  );
}

async function orderOf(tx: Db, productId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    "select id from product_photos where product_id = $1 order by position, id",
    [productId],
  );
  return rows.map((r) => r.id);
}

/** Moves a photo one place up or down, or makes it the cover; false when nothing changed. */
export function reorderPhoto(
  db: Db,
  productId: number,
  photoId: number,
  change: "up" | "down" | "cover",
  also: AlsoInTransaction,
): Promise<boolean> {
  return withProductLock(db, productId, async (tx) => {
    const order = await orderOf(tx, productId);
    const next = change === "cover" ? coverFirst(order, photoId) : moved(order, photoId, change);
    if (sameOrder(order, next)) return false;
    await writeOrder(tx, productId, next);
    await also(tx);
    return true;
  });
}

/** Changes a photo's alt text; false for a photo the product does not have. */
export async function setPhotoAlt(
  db: Db,
  productId: number,
  photoId: number,
  alt: string,
  also: AlsoInTransaction,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query("update product_photos set alt = $3 where product_id = $1 and id = $2 returning id", [
      productId,
      photoId,
      alt,
    ]);
    if (rows.length === 0) return false;
    await also(tx);
    return true;
  });
}

/**
 * Gives a product (a copy, being made in `tx`) the photos of another, in the same order with
 * the same alt texts, sharing their files (named by their content): none is stored twice, and a
 * photo still processing is prepared again for the copy (the same files). A failed photo is not
 * copied. Under the source's lock, so none of its photos' files goes between the read and the
 * insert. Returns how many were copied.
 */
export async function copyPhotos(tx: Db, fromProductId: number, toProductId: number): Promise<number> {
  await tx.query("select pg_advisory_xact_lock($1, $2)", [LOCK_SPACE, fromProductId]);
  const rows = await tx.query(
    `insert into product_photos (product_id, position, alt, content_hash, status, width, height, widths, blur)
     select $2, row_number() over (order by position, id) - 1, alt, content_hash, status, width, height, widths, blur
     from product_photos where product_id = $1 and status <> 'failed'
     returning id`,
    [fromProductId, toProductId],
  );
  return rows.length;
}

/** Removes a photo, closes the gap in the order, and its variants unless another product uses them; returns its hash. */
export function removePhoto(
  db: Db,
  files: PhotoFiles,
  productId: number,
  photoId: number,
  also: AlsoInTransaction,
): Promise<string | undefined> {
  return withProductLock(db, productId, async (tx) => {
    const [gone] = await tx.query<{ content_hash: string }>(
      "delete from product_photos where product_id = $1 and id = $2 returning content_hash",
      [productId, photoId],
    );
    if (!gone) return undefined;
    await writeOrder(tx, productId, await orderOf(tx, productId));
    await also(tx);
    await dropUnused(tx, files, gone.content_hash);
    return gone.content_hash;
  });
}
