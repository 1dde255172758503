import type { Size } from "~/features/catalogue";
import type { Db } from "../../db/db.server";

/** Pieces of a product an unpaid order holds: its reference, the size, how many and until when. */
export interface HeldPieces {
  reference: string;
  size: Size;
  quantity: number;
  lapsesAt: Date;
}

/** What unpaid orders hold of a product's counted sizes now, the soonest to lapse first. */
export async function holdsOfProduct(db: Db, productId: number): Promise<HeldPieces[]> {
  const rows = await db.query<{ reference: string; size: Size; quantity: number; lapses_at: Date }>(
    `select reference, size, quantity, lapses_at from stock_holds
      where product_id = $1 and state = 'held' order by lapses_at, reference, size`,
    [productId],
  );
  return rows.map((r) => ({ reference: r.reference, size: r.size, quantity: r.quantity, lapsesAt: r.lapses_at }));
}
