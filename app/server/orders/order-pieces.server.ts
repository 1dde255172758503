// What an order's changes of state do to the pieces it holds (the rules in features/stock), for
// a caller holding the order's lock.
import type { EventSource, Order, OrderState } from "~/features/orders";
import { paidInFull } from "~/features/order-account";
import { gonePiecesNote, holdStep } from "~/features/stock";
import type { Db } from "../db/db.server";
import { readOrderAccount } from "../payments/account.server";
import { hasKeptPieces, keepTillPaid, releaseHeld, retakeForPayment, sellHeld } from "../stock/store/index.server";
import { retakeQueuePlace } from "../atelier/queue-holds.server";

/** An order paid in parts (a deposit or a plan): its pieces are sold once it is paid in full. */
const inParts = (order: Pick<Order, "deposit">) => ({ inParts: order.deposit !== undefined });

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
  const step = holdStep(current.status, to, inParts(current));
  if (step !== "sell" && step !== "keep-till-paid") return undefined;
  const gone = await retakeForPayment(tx, current.reference);
  const weekFull = await retakeQueuePlace(tx, current.reference, source === "owner");
  const notes = [
    gone.length > 0 ? gonePiecesNote(gone, new Map(current.items.map((i) => [i.productId, i.name]))) : undefined,
    weekFull,
  ].filter((n) => n !== undefined);
  return notes.length > 0 ? notes.join(" ") : undefined;
}

/**
 * Once the order has moved: paid sells its held pieces (an order paid in parts keeps them until it
 * is paid in full), expired or cancelled releases them (a later cancellation what is still kept).
 */
export async function piecesFollow(tx: Db, order: Order, from: OrderState, to: OrderState): Promise<void> {
  const step = holdStep(from, to, inParts(order));
  if (step === "sell") await sellHeld(tx, order.reference);
  if (step === "keep-till-paid" && (await keepTillPaid(tx, order.reference)).length > 0)
    await sellKeptWhenPaidInFull(tx, order);
  if (step === "release") await releaseHeld(tx, order.reference);
}

/**
 * For a caller holding the order's lock, once money has landed on it: the pieces kept for it are
 * sold when its account says it is paid in full. Returns whether any were sold.
 */
export async function sellKeptWhenPaidInFull(tx: Db, order: Order): Promise<boolean> {
  if (!(await hasKeptPieces(tx, order.reference))) return false;
  const { account } = await readOrderAccount(tx, order);
  return paidInFull(account) && (await sellHeld(tx, order.reference)).length > 0;
}
