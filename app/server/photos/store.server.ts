import { coverFirst, moved, PHOTO_LIMITS, photoKey, sameOrder } from "~/features/photos";
import type { ImageFormat, ImageRef } from "~/lib/images/image-ref";
import type { Db } from "../db/db.server";
import type { CleanPhoto } from "./clean.server";
import type { PhotoFiles } from "./photo-files.server";
import type { EncodedPhoto } from "./variants.server";

// Every statement on product_photos and photo_variants.

type PhotoStatus = "processing" | "ready" | "failed";

/** A ready photo as pages receive it. */
export type PhotoRef = ImageRef & { alt: string };

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

/** Work done in a store's transaction once its change is made, for another family's table (the catalogue's changes). */
export type AlsoInTransaction = (tx: Db) => Promise<void>;

/** The advisory lock space of a product's photos ('phot'); the second key is the product's id. */
const LOCK_SPACE = 0x70686f74;

/** The advisory lock space of a content hash's files ('phof'): placing and removing them take turns. */
const FILES_LOCK_SPACE = 0x70686f66;

const lockHash = (tx: Db, hash: string) =>
  tx.query("select pg_advisory_xact_lock($1, hashtext($2))", [FILES_LOCK_SPACE, hash]);

/** Runs `work` in a transaction holding the product's photos lock: changes to one product's photos take turns. */
function withProductLock<T>(db: Db, productId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1, $2)", [LOCK_SPACE, productId]);
    return work(tx);
  });
}

/** pg gives bytea as a Buffer, PGlite as a Uint8Array. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

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
 * `place` puts its file where it belongs, under the hash's lock, so a removal of the same photo
 * elsewhere cannot take the file away between the two.
 */
export function addPhoto(
  db: Db,
  productId: number,
  photo: CleanPhoto,
  altFor: (number: number) => string,
  place: () => Promise<void> = async () => {},
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
      await place();
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

/** Deletes the variants and files of a hash no photo uses any more (under the hash's lock). */
async function dropUnused(tx: Db, files: PhotoFiles, hash: string): Promise<void> {
  await lockHash(tx, hash);
  const [used] = await tx.query("select 1 from product_photos where content_hash = $1 limit 1", [hash]);
  if (used) return;
  await tx.query("delete from photo_variants where content_hash = $1", [hash]);
  await files.removeAll(hash);
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

/** A photo waiting for its variants, claimed by one preparer. */
export interface PhotoToPrepare {
  id: number;
  productId: number;
  hash: string;
  width: number;
  /** The photo failed `maxAttempts` times: it is now marked failed, not to be tried again. */
  gaveUp: boolean;
}

/**
 * Claims the oldest photo waiting to be prepared that no one holds (SKIP LOCKED: several servers
 * share the work), for `leaseSeconds`; a claim that lapses (its server stopped) is taken again.
 */
export async function claimPhotoToPrepare(
  db: Db,
  { leaseSeconds, maxAttempts }: { leaseSeconds: number; maxAttempts: number },
): Promise<PhotoToPrepare | undefined> {
  const [row] = await db.query<{
    id: number;
    product_id: number;
    content_hash: string;
    width: number;
    status: PhotoStatus;
  }>(
    `with due as (
       select id from product_photos
       where status = 'processing' and (claimed_until is null or claimed_until < now())
       order by id limit 1 for update skip locked
     )
     update product_photos p
     set attempts = p.attempts + 1,
         claimed_until = now() + make_interval(secs => $1),
         status = case when p.attempts >= $2 then 'failed' else 'processing' end
     from due where p.id = due.id
     returning p.id, p.product_id, p.content_hash, p.width, p.status`,
    [leaseSeconds, maxAttempts],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    productId: row.product_id,
    hash: row.content_hash,
    width: row.width,
    gaveUp: row.status === "failed",
  };
}

/** A failed preparation is tried again after `seconds` (its attempt is counted). */
export async function retryPhotoLater(db: Db, photoId: number, seconds: number): Promise<void> {
  await db.query(
    "update product_photos set claimed_until = now() + make_interval(secs => $2) where id = $1 and status = 'processing'",
    [photoId, seconds],
  );
}

/**
 * Records a photo's variants (their files written already) and marks it ready, with `also` in
 * the same transaction; returns false (and keeps no variant, nor its files, unless another
 * product has the same photo) when the photo was removed meanwhile.
 */
export function markPhotoReady(
  db: Db,
  files: PhotoFiles,
  photo: Pick<PhotoToPrepare, "id" | "hash">,
  encoded: EncodedPhoto,
  also: AlsoInTransaction,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    for (const v of encoded.variants) {
      await tx.query(
        `insert into photo_variants (content_hash, width, format) values ($1, $2, $3)
         on conflict (content_hash, width, format) do nothing`,
        [photo.hash, v.width, v.format],
      );
    }
    const ready = await tx.query(
      `update product_photos set status = 'ready', widths = $2, blur = $3, claimed_until = null
       where id = $1 and status = 'processing' returning id`,
      [photo.id, encoded.widths, encoded.blur],
    );
    if (ready.length === 0) {
      await dropUnused(tx, files, photo.hash);
      return false;
    }
    await also(tx);
    return true;
  });
}

/**
 * Moves bytes a version before this one kept in the database into their files, one row at a
 * time, and empties their columns; returns how many were moved. Runs at start, done once.
 */
export async function moveStoredBytes(db: Db, files: PhotoFiles): Promise<number> {
  let moved = 0;
  for (;;) {
    const [row] = await db.query<{ id: number; content_hash: string; original: Uint8Array }>(
      "select id, content_hash, original from product_photos where original is not null order by id limit 1",
    );
    if (!row) break;
    await files.put(files.original(row.content_hash), asBuffer(row.original));
    await db.query("update product_photos set original = null where id = $1", [row.id]);
    moved++;
  }
  for (;;) {
    const [row] = await db.query<{ content_hash: string; width: number; format: ImageFormat; bytes: Uint8Array }>(
      "select content_hash, width, format, bytes from photo_variants where bytes is not null limit 1",
    );
    if (!row) break;
    await files.put(files.variant(row.content_hash, row.width, row.format), asBuffer(row.bytes));
    await db.query("update photo_variants set bytes = null where content_hash = $1 and width = $2 and format = $3", [
      row.content_hash,
      row.width,
      row.format,
    ]);
    moved++;
  }
  return moved;
}

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
