// The owner's counts of a product's sizes, and what is left of them for the shop's pages.
import { belowHeldMessage, type StockCounts } from "~/features/stock";
import { isSize, SIZES, type Size } from "~/features/catalogue";
import type { Db } from "../../db/db.server";
import { noteCatalogueChange } from "../../catalogue/store/index.server";

/** Pieces left (on hand less held) of every counted size, of these products or of all. */
export async function availableStock(db: Db, productIds?: readonly number[]): Promise<Map<number, StockCounts>> {
  const rows = await db.query<{ product_id: number; size: Size; available: number }>(
    `select product_id, size, on_hand - held as available from stock
      where $1::int[] is null or product_id = any($1::int[])`,
    [productIds ? [...productIds] : null],
  );
  const stock = new Map<number, StockCounts>();
  for (const r of rows) stock.set(r.product_id, { ...stock.get(r.product_id), [r.size]: r.available });
  return stock;
}

/** A count the owner cannot set: the size, the pieces held, and why in her words. */
export interface CountRefusal {
  size: Size;
  held: number;
  message: string;
}

/**
 * The owner's counts of a product's sizes: a number of pieces on hand (held ones included), or
 * null to stop counting the size (always available). A count below what orders hold is refused,
 * and then nothing changes. Sizes left out stay as they are.
 */
export async function setStock(
  tx: Db,
  productId: number,
  counts: Partial<Record<Size, number | null>>,
): Promise<{ ok: true } | { ok: false; refused: CountRefusal[] }> {
  const sizes = SIZES.filter((s) => s in counts);
  for (const [size, count] of Object.entries(counts)) {
    if (!isSize(size) || (count !== null && (!Number.isSafeInteger(count) || count < 0)))
      throw new RangeError(`Not a count of pieces for size ${size}: ${String(count)}`);
  }
  const held = await heldOf(tx, productId);
  const refused = sizes.flatMap((size) => {
    const [count, pieces] = [counts[size], held.get(size) ?? 0];
    return typeof count === "number" && count < pieces
      ? [{ size, held: pieces, message: belowHeldMessage(size, pieces) }]
      : [];
  });
  if (refused.length > 0) return { ok: false, refused };
  for (const size of sizes) {
    const count = counts[size];
    if (count === null || count === undefined) {
      await tx.query("delete from stock where product_id = $1 and size = $2", [productId, size]);
      continue;
    }
    await tx.query(
      `insert into stock (product_id, size, on_hand, held) values ($1, $2, $3, $4)
       on conflict (product_id, size) do update set on_hand = excluded.on_hand, updated_at = now()`,
      [productId, size, count, held.get(size) ?? 0],
    );
  }
  if (sizes.length > 0) await noteCatalogueChange(tx, [productId]);
  return { ok: true };
}

/**
 * What orders hold of each size of a product, the counted sizes' rows locked until the caller's
 * transaction ends. A size not counted has its open holds added up, so counting it again starts
 * with them.
 */
async function heldOf(tx: Db, productId: number): Promise<Map<Size, number>> {
  const counted = await tx.query<{ size: Size; held: number }>(
    "select size, held from stock where product_id = $1 order by array_position($2::text[], size) for update",
    [productId, [...SIZES]],
  );
  const open = await tx.query<{ size: Size; held: number }>(
    `select size, sum(quantity)::int as held from stock_holds where product_id = $1 and state in ('held', 'kept') group by size`,
    [productId],
  );
  const held = new Map(open.map((r) => [r.size, r.held]));
  for (const r of counted) held.set(r.size, r.held);
  return held;
}

/** The counted sizes sold out now (every piece on hand held or sold): each product and size. */
export async function soldOutSizes(db: Db): Promise<{ productId: number; size: Size }[]> {
  const rows = await db.query<{ product_id: number; size: Size }>(
    "select product_id, size from stock where on_hand = held",
  );
  return rows.map((r) => ({ productId: Number(r.product_id), size: r.size }));
}
