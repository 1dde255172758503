// What one shopper's unpaid orders hold (so one shopper cannot take a size off sale), and a hold
// renewed while its payment is on its way.
import type { Piece } from "~/features/stock";
import type { Size } from "~/features/catalogue";
import type { Db } from "../../db/db.server";

/** The first key of the advisory locks on one shopper's holds ('hazel stock' as a number). */
const SHOPPER_LOCK = 0x6873_746b;

/**
 * Locks one shopper's holds until the caller's transaction ends (one lock per key: her connection,
 * her email), so two of her orders placed at once count each other's pieces. Keys are taken in one
 * order, so two transactions never wait on each other in a circle.
 */
export async function lockShopper(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.query("select pg_advisory_xact_lock($1, hashtext($2))", [SHOPPER_LOCK, key]);
  }
}

/** The pieces these orders still hold (not sold, not released), added up by product and size. */
export async function heldPiecesOf(tx: Db, references: readonly string[]): Promise<Piece[]> {
  if (references.length === 0) return [];
  const rows = await tx.query<{ product_id: number; size: Size; quantity: number }>(
    `select product_id, size, sum(quantity)::int as quantity from stock_holds
      where reference = any($1::text[]) and state = 'held' group by product_id, size`,
    [[...references]],
  );
  return rows.map((r) => ({ productId: r.product_id, size: r.size, quantity: r.quantity }));
}

/** Moves the order's open holds' deadline to `lapsesAt`, never earlier. Returns how many moved. */
export async function renewHolds(db: Db, reference: string, lapsesAt: Date): Promise<number> {
  const rows = await db.query(
    `update stock_holds set lapses_at = $2, updated_at = now()
      where reference = $1 and state = 'held' and lapses_at < $2 returning 1`,
    [reference, lapsesAt],
  );
  return rows.length;
}
