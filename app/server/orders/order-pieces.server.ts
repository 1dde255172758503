// What an order's changes of state do to the pieces it holds (the rules in features/stock), for
// a caller holding the order's lock.
import type { Order, OrderState } from "~/features/orders";
import { gonePiecesNote, holdStep } from "~/features/stock";
import type { Db } from "../db/db.server";
import { releaseHeld, retakeForPayment, sellHeld } from "../stock/store/index.server";

/**
 * Before an order is paid: the pieces whose hold had lapsed are taken again. Returns the owner's
 * note naming those that have sold since, or undefined when every piece is there.
 */
export async function piecesGoneBeforePayment(tx: Db, current: Order, to: OrderState): Promise<string | undefined> {
  if (holdStep(current.status, to) !== "sell") return undefined;
  const gone = await retakeForPayment(tx, current.reference);
  if (gone.length === 0) return undefined;
  return gonePiecesNote(gone, new Map(current.items.map((i) => [i.productId, i.name])));
}

/** Once the order has moved: paid sells its held pieces, expired or cancelled releases them. */
export async function piecesFollow(tx: Db, reference: string, from: OrderState, to: OrderState): Promise<void> {
  const step = holdStep(from, to);
  if (step === "sell") await sellHeld(tx, reference);
  if (step === "release") await releaseHeld(tx, reference);
}
