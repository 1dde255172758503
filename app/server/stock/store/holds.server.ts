// What orders hold of the counted sizes: taken when an order is placed, sold when it is paid (an
// order paid in parts keeps them, never lapsing, until it is paid in full), released when it
// expires, is cancelled or its time lapses, taken again for a late payment.
// Counts' rows are always taken in one order (product, then size), so two transactions never wait
// on each other in a circle.
import { byPiece, type Piece } from "~/features/stock";
import type { Size } from "~/features/catalogue";
import type { Db } from "../../db/db.server";
import { noteCatalogueChange } from "../../catalogue/store/index.server";

/** A piece that could not be held, with how many of its size were left. */
export type HoldRefusal = Piece & { available: number };

type PieceRow = { product_id: number; size: Size; quantity: number };
const pieceOf = (r: PieceRow): Piece => ({ productId: r.product_id, size: r.size, quantity: r.quantity });
const productsOf = (pieces: readonly Piece[]) => [...new Set(pieces.map((p) => p.productId))];

/** Takes `quantity` more pieces of a counted size if that many are left; false when not (or not counted). */
async function take(tx: Db, p: Piece): Promise<boolean> {
  const rows = await tx.query(
    `update stock set held = held + $3, updated_at = now()
      where product_id = $1 and size = $2 and on_hand - held >= $3 returning 1`,
    [p.productId, p.size, p.quantity],
  );
  return rows.length > 0;
}

/** Pieces left of a counted size; undefined when the size is not counted. */
async function leftOf(tx: Db, p: Omit<Piece, "quantity">): Promise<number | undefined> {
  const [row] = await tx.query<{ available: number }>(
    "select on_hand - held as available from stock where product_id = $1 and size = $2",
    [p.productId, p.size],
  );
  return row?.available;
}

/**
 * Holds an order's pieces until `lapsesAt`, one conditional update per counted size; sizes not
 * counted pass. Returns the pieces that could not be held (then the caller rolls back).
 */
export async function holdPieces(
  tx: Db,
  reference: string,
  pieces: readonly Piece[],
  lapsesAt: Date,
): Promise<HoldRefusal[]> {
  const refused: HoldRefusal[] = [];
  const held: Piece[] = [];
  for (const p of [...pieces].sort(byPiece)) {
    if (await take(tx, p)) held.push(p);
    else {
      const left = await leftOf(tx, p);
      if (left !== undefined) refused.push({ ...p, available: left });
    }
  }
  for (const p of held) {
    await tx.query(
      "insert into stock_holds (reference, product_id, size, quantity, lapses_at) values ($1, $2, $3, $4, $5)",
      [reference, p.productId, p.size, p.quantity, lapsesAt],
    );
  }
  if (held.length > 0) await noteCatalogueChange(tx, productsOf(held));
  return refused;
}

/** Held until paid, or kept until paid in full: the holds still counted in `stock.held`. */
const OPEN = ["held", "kept"] as const;

/** Moves an order's holds in one of `from` to `to`, returning their pieces in the counts' order. */
async function moveHolds(tx: Db, reference: string, from: readonly string[], to: string): Promise<Piece[]> {
  const rows = await tx.query<PieceRow>(
    `update stock_holds set state = $3, updated_at = now() where reference = $1 and state = any($2::text[])
      returning product_id, size, quantity`,
    [reference, [...from], to],
  );
  return rows.map(pieceOf).sort(byPiece);
}

/**
 * The order paid its first part, not all: its held pieces stay held (still counted, sold to no one
 * else) and no longer lapse, until it is paid in full (sellHeld) or cancelled (releaseHeld).
 */
export async function keepTillPaid(tx: Db, reference: string): Promise<Piece[]> {
  return moveHolds(tx, reference, ["held"], "kept");
}

/** Whether the order has pieces kept until it is paid in full. */
export async function hasKeptPieces(tx: Db, reference: string): Promise<boolean> {
  const rows = await tx.query("select 1 from stock_holds where reference = $1 and state = 'kept' limit 1", [reference]);
  return rows.length > 0;
}

/** The order is paid (in full): its held pieces leave the shelf (on hand and held both go down). Returns them. */
export async function sellHeld(tx: Db, reference: string): Promise<Piece[]> {
  const sold = await moveHolds(tx, reference, OPEN, "sold");
  for (const p of sold) {
    await tx.query(
      `update stock set on_hand = on_hand - least(held, $3), held = held - least(held, $3), updated_at = now()
        where product_id = $1 and size = $2`,
      [p.productId, p.size, p.quantity],
    );
  }
  return sold;
}

/** Gives pieces back to their sizes' counts. */
async function giveBack(tx: Db, pieces: readonly Piece[]): Promise<void> {
  for (const p of pieces) {
    await tx.query(
      "update stock set held = held - least(held, $3), updated_at = now() where product_id = $1 and size = $2",
      [p.productId, p.size, p.quantity],
    );
  }
  if (pieces.length > 0) await noteCatalogueChange(tx, productsOf(pieces));
}

/** The order expired or was cancelled: its held (or kept) pieces go back on sale. A second call changes nothing. */
export async function releaseHeld(tx: Db, reference: string): Promise<Piece[]> {
  const released = await moveHolds(tx, reference, OPEN, "released");
  await giveBack(tx, released);
  return released;
}

/**
 * A payment arrived for an order: its holds are locked (so no lapse interleaves), and those that
 * had lapsed are taken again where the pieces are still left (a size no longer counted passes).
 * Returns the pieces that have gone since; the rest are held again, ready to be sold.
 */
export async function retakeForPayment(tx: Db, reference: string): Promise<Piece[]> {
  const rows = await tx.query<PieceRow & { state: string }>(
    "select product_id, size, quantity, state from stock_holds where reference = $1 for update",
    [reference],
  );
  const lapsed = rows
    .filter((r) => r.state === "released")
    .map(pieceOf)
    .sort(byPiece);
  const gone: Piece[] = [];
  const retaken: Piece[] = [];
  for (const p of lapsed) {
    if (!(await take(tx, p)) && (await leftOf(tx, p)) !== undefined) gone.push(p);
    else retaken.push(p);
  }
  for (const p of retaken) {
    await tx.query(
      "update stock_holds set state = 'held', updated_at = now() where reference = $1 and product_id = $2 and size = $3",
      [reference, p.productId, p.size],
    );
  }
  if (retaken.length > 0) await noteCatalogueChange(tx, productsOf(retaken));
  return gone;
}

/**
 * Releases holds whose time has lapsed while their order still waits (the re-check expires orders
 * at the same moment; this covers orders it does not look at: demo mode, or another mode's test
 * orders). Holds being changed elsewhere are passed over. Returns how many were released.
 */
export async function releaseLapsedHolds(db: Db, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<PieceRow & { reference: string }>(
      `select reference, product_id, size, quantity from stock_holds where state = 'held' and lapses_at <= now()
        order by lapses_at limit $1 for update skip locked`,
      [limit],
    );
    for (const r of rows) {
      await tx.query(
        "update stock_holds set state = 'released', updated_at = now() where reference = $1 and product_id = $2 and size = $3",
        [r.reference, r.product_id, r.size],
      );
    }
    await giveBack(tx, rows.map(pieceOf).sort(byPiece));
    return rows.length;
  });
}
