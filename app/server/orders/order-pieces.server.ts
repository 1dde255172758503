// What an order's changes of state do to the pieces it holds (the rules in features/stock), for
// a caller holding the order's lock.
import type { EventSource, Order, OrderState } from "~/features/orders";
import { gonePiecesNote, holdStep } from "~/features/stock";
import type { Db } from "../db/db.server";
import { releaseHeld, retakeForPayment, sellHeld } from "../stock/store/index.server";
import { retakeQueuePlace } from "./store/index.server";

/**
 * Before an order is paid: the pieces whose hold had lapsed are taken again, and its place in the
 * atelier's week if it was released (the owner's word takes it whatever the room). Returns the
 * owner's note naming the pieces sold since or the week filled since, or undefined when all is there.
 */
export async function goneBeforePayment(
  tx: Db,
  current: Order,
  to: OrderState,
  source?: EventSource,
): Promise<string | undefined> {
  if (holdStep(current.status, to) !== "sell") return undefined;
  const gone = await retakeForPayment(tx, current.reference);
  const weekFull = await retakeQueuePlace(tx, current.reference, source === "owner");
  const notes = [
    gone.length > 0 ? gonePiecesNote(gone, new Map(current.items.map((i) => [i.productId, i.name]))) : undefined,
    weekFull,
  ].filter((n) => n !== undefined);
  return notes.length > 0 ? notes.join(" ") : undefined;
}

/** Once the order has moved: paid sells its held pieces, expired or cancelled releases them. */
export async function piecesFollow(tx: Db, reference: string, from: OrderState, to: OrderState): Promise<void> {
  const step = holdStep(from, to);
  if (step === "sell") await sellHeld(tx, reference);
  if (step === "release") await releaseHeld(tx, reference);
}
