import { SAVED_CAP } from "~/features/saved";
import type { Db } from "../db/db.server";

// Saved pieces (055-saved-pieces.sql): every statement on saved_pieces is here. A row belongs to a
// device (the hash of its cookie's token) or to her mailbox.

/** Whose pieces: this device's, or her mailbox's once she has signed in. */
export type SavedOwner = { device: string } | { mailbox: string };

export interface SavedRow {
  productId: number;
  size: string | null;
  savedAt: Date;
}

const column = (owner: SavedOwner) => ("device" in owner ? "device_hash" : "mailbox");
const key = (owner: SavedOwner) => ("device" in owner ? owner.device : owner.mailbox);
/** Counting and adding under one lock per owner: two saves at once cannot pass the cap together. */
const lockOwner = (tx: Db, owner: SavedOwner) =>
  tx.query("select pg_advisory_xact_lock(hashtext($1))", [`saved:${column(owner)}:${key(owner)}`]);

/** Her saved pieces, newest first. */
export async function savedRowsOf(db: Db, owner: SavedOwner): Promise<SavedRow[]> {
  const rows = await db.query<{ product_id: number; size: string | null; saved_at: Date | string }>(
    `select product_id, size, saved_at from saved_pieces where ${column(owner)} = $1
     order by saved_at desc, id desc limit $2`,
    [key(owner), SAVED_CAP],
  );
  return rows.map((r) => ({ productId: Number(r.product_id), size: r.size, savedAt: new Date(r.saved_at) }));
}

/**
 * Saves a piece (saved again, its size is updated); refused when the owner already keeps the cap's
 * number of other pieces. Returns whether it was kept.
 */
export async function savePieceRow(
  db: Db,
  owner: SavedOwner,
  piece: { productId: number; size: string | null },
  /** False for a device whose cookie was made by this very request: kept only once it comes back. */
  cookieReturned = true,
): Promise<"saved" | "full"> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [counted] = await tx.query<{ n: number | string; here: boolean }>(
      `select count(*) as n, coalesce(bool_or(product_id = $2), false) as here
         from saved_pieces where ${column(owner)} = $1`,
      [key(owner), piece.productId],
    );
    if (counted?.here) {
      await tx.query(
        `update saved_pieces set size = coalesce($3, size), saved_at = now()
          where ${column(owner)} = $1 and product_id = $2`,
        [key(owner), piece.productId, piece.size],
      );
      return "saved";
    }
    if (Number(counted?.n ?? 0) >= SAVED_CAP) return "full";
    await tx.query(
      `insert into saved_pieces (${column(owner)}, product_id, size, cookie_returned) values ($1, $2, $3, $4)`,
      [key(owner), piece.productId, piece.size, cookieReturned],
    );
    return "saved";
  });
}

/** Removes one saved piece; returns whether there was one. */
export async function removePieceRow(db: Db, owner: SavedOwner, productId: number): Promise<boolean> {
  const rows = await db.query(`delete from saved_pieces where ${column(owner)} = $1 and product_id = $2 returning id`, [
    key(owner),
    productId,
  ]);
  return rows.length > 0;
}

/**
 * At sign-in: the device's pieces join her mailbox's (a piece kept in both keeps her mailbox's row,
 * with the device's size if hers had none), the device keeps none, and her list is cut to the cap,
 * newest kept.
 */
export async function joinDeviceToMailbox(db: Db, device: string, mailbox: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, { mailbox });
    await tx.query(
      `update saved_pieces m set size = coalesce(m.size, d.size), saved_at = greatest(m.saved_at, d.saved_at)
         from saved_pieces d
        where m.mailbox = $2 and d.device_hash = $1 and d.product_id = m.product_id`,
      [device, mailbox],
    );
    await tx.query(
      `insert into saved_pieces (mailbox, product_id, size, saved_at)
       select $2, product_id, size, saved_at from saved_pieces d
        where d.device_hash = $1
          and not exists (select 1 from saved_pieces m where m.mailbox = $2 and m.product_id = d.product_id)`,
      [device, mailbox],
    );
    await tx.query("delete from saved_pieces where device_hash = $1", [device]);
    await tx.query(
      `delete from saved_pieces where mailbox = $1 and id not in (
         select id from saved_pieces where mailbox = $1 order by saved_at desc, id desc limit $2)`,
      [mailbox, SAVED_CAP],
    );
  });
}

/** Her data deleted: the pieces kept under her mailbox go too. */
export async function deleteSavedOfMailbox(tx: Db, mailbox: string): Promise<number> {
  return (await tx.query("delete from saved_pieces where mailbox = $1 returning id", [mailbox])).length;
}

/** A request brought the device's cookie back: its pieces are a browser's, kept. */
export async function markDeviceReturned(db: Db, device: string): Promise<void> {
  await db.query("update saved_pieces set cookie_returned = true where device_hash = $1 and not cookie_returned", [
    device,
  ]);
}

/** Forgets pieces saved by a device whose cookie never came back within `hours`; returns how many. */
export async function deleteUnreturned(db: Db, hours: number): Promise<number> {
  const rows = await db.query(
    `delete from saved_pieces where not cookie_returned and saved_at < now() - make_interval(hours => $1) returning id`,
    [hours],
  );
  return rows.length;
}
