import type { Size } from "~/features/catalogue";
import type { Db } from "../../db/db.server";

/** Pieces of a product an order holds: its reference, the size, how many and until when (null: until paid in full). */
export interface HeldPieces {
  reference: string;
  size: Size;
  quantity: number;
  lapsesAt: Date | null;
}

/** What unpaid orders, and orders paid in part, hold of a product's counted sizes now, the soonest to lapse first. */
export async function holdsOfProduct(db: Db, productId: number): Promise<HeldPieces[]> {
  const rows = await db.query<{ reference: string; size: Size; quantity: number; lapses_at: Date; state: string }>(
    `select reference, size, quantity, lapses_at, state from stock_holds
      where product_id = $1 and state in ('held', 'kept') order by state, lapses_at, reference, size`,
    [productId],
  );
  return rows.map((r) => ({
    reference: r.reference,
    size: r.size,
    quantity: r.quantity,
    lapsesAt: r.state === "kept" ? null : r.lapses_at,
  }));
}
