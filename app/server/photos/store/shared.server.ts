import type { Db } from "../../db/db.server";
import type { PhotoFiles } from "../photo-files.server";

// What the photos' store files share: a photo's states, the work another family's table does in the
// same transaction, and the locks that make changes to a product's photos, and to a file, take turns.

export type PhotoStatus = "processing" | "ready" | "failed";

/** Work done in a store's transaction once its change is made, for another family's table (the catalogue's changes). */
export type AlsoInTransaction = (tx: Db) => Promise<void>;

/** The advisory lock space of a product's photos ('phot'); the second key is the product's id. */
export const LOCK_SPACE = 0x70686f74;

/** The advisory lock space of a content hash's files ('phof'): placing and removing them take turns. */
const FILES_LOCK_SPACE = 0x70686f66;

export const lockHash = (tx: Db, hash: string) =>
  tx.query("select pg_advisory_xact_lock($1, hashtext($2))", [FILES_LOCK_SPACE, hash]);

/** Runs `work` in a transaction holding the product's photos lock: changes to one product's photos take turns. */
export function withProductLock<T>(db: Db, productId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1, $2)", [LOCK_SPACE, productId]);
    return work(tx);
  });
}

/**
 * Deletes the variants and files of a hash no product's photo uses any more (under the hash's
 * lock); its original stays while a bespoke request's reference photo has the same bytes (files
 * are named by their content, so the two share it).
 */
export async function dropUnused(tx: Db, files: PhotoFiles, hash: string): Promise<void> {
  await lockHash(tx, hash);
  const [used] = await tx.query("select 1 from product_photos where content_hash = $1 limit 1", [hash]);
  if (used) return;
  await tx.query("delete from photo_variants where content_hash = $1", [hash]);
  const [referenced] = await tx.query("select 1 from bespoke_photos where hash = $1 limit 1", [hash]);
  if (referenced) await files.removeVariants(hash);
  else await files.removeAll(hash);
}
