import type { ImageFormat } from "~/lib/images/image-ref";
import type { Db } from "../../db/db.server";
import type { PhotoFiles } from "../photo-files.server";
import type { EncodeReply } from "../photo-jobs";
import { dropUnused, type AlsoInTransaction, type PhotoStatus } from "./shared.server";

// A photo's preparation: claimed by one server, its variants recorded, tried again or given up on;
// and the bytes an older version kept in the database moved to their files.

/** pg gives bytea as a Buffer, PGlite as a Uint8Array. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

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
  encoded: EncodeReply,
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
