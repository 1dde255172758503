// What an order holds while it waits to be paid: its pieces of counted sizes and its place in the
// atelier's queue, within what one shopper may hold across her unpaid orders; held again for a
// continued order's fresh payment window. A refusal is thrown to roll the order back.
import type { Order, OrderItem } from "~/features/orders";
import {
  holdLimitRefusal,
  madeLimitRefusal,
  piecesOf,
  unavailableMessage,
  type UnavailablePiece,
} from "~/features/stock";
import { holdQueuePlaceUntil, retakeQueuePlace } from "../atelier/queue-holds.server";
import { QueueFull } from "../atelier/queue-place.server";
import type { Db } from "../db/db.server";
import { renewUse } from "../discounts/store.server";
import { madePiecesOf, unpaidOrdersOf } from "../orders/store/index.server";
import {
  heldPiecesOf,
  holdPieces,
  lockShopper,
  renewHolds,
  retakeForPayment,
  type HoldRefusal,
} from "../stock/store/index.server";

/** Thrown inside the order's transaction so the order is not stored when a piece cannot be held. */
export class PiecesGone extends Error {
  constructor(readonly refused: readonly HoldRefusal[]) {
    super("Pieces of the order are no longer available");
  }
}

/** Thrown inside the order's transaction so the order is not stored when it would hold too many. */
export class TooManyHeld extends Error {}

/** The refused pieces as the shopper is told of them: sold out or a few left, never how many. */
export function unavailable(refused: readonly HoldRefusal[], items: readonly OrderItem[]) {
  const pieces: UnavailablePiece[] = refused.map(({ available, ...p }) => ({
    ...p,
    name: items.find((i) => i.productId === p.productId)?.name ?? `Product ${p.productId}`,
    soldOut: available <= 0,
  }));
  return { ok: false as const, message: unavailableMessage(pieces), unavailable: pieces };
}

/**
 * Holds a new order's pieces of counted sizes, within what one shopper (her connection, her email)
 * may hold across her unpaid orders, and its `made` made-to-order pieces' places in the atelier's
 * queue within as few; throws PiecesGone or TooManyHeld to roll the order back. An order holding
 * nothing neither waits nor counts.
 */
export async function holdOrderPieces(
  tx: Db,
  order: Order,
  clientAddress: string | undefined,
  lapsesAt: Date,
  made: number,
) {
  const refused = await holdPieces(tx, order.reference, piecesOf(order.items), lapsesAt);
  if (refused.length > 0) throw new PiecesGone(refused);
  const held = await heldPiecesOf(tx, [order.reference]);
  if (held.length === 0 && made === 0) return;
  const tooManyMade = madeLimitRefusal(made, 0);
  if (tooManyMade) throw new TooManyHeld(tooManyMade);
  // Taken after this order's holds: each statement after the wait sees the orders of the same
  // shopper committed meanwhile, and a holder of the lock never waits for a stock row.
  const shopper = { clientAddress, email: order.customer.email };
  await lockShopper(tx, [`address:${shopper.clientAddress ?? ""}`, `email:${shopper.email.toLowerCase()}`]);
  const others = await unpaidOrdersOf(tx, shopper, order.reference);
  const names = new Map(order.items.map((i) => [i.productId, i.name]));
  const tooMany =
    (held.length > 0 ? holdLimitRefusal(held, await heldPiecesOf(tx, others), names) : undefined) ??
    madeLimitRefusal(made, await madePiecesOf(tx, others, clientAddress));
  if (tooMany) throw new TooManyHeld(tooMany);
}

const QUEUE_PLACE_GONE =
  "The atelier's week this order was promised has filled since its place lapsed: change the order (its dates are worked out again) and place it again. Nothing was charged.";

/**
 * A continued order's fresh payment window gets a fresh hold: pieces whose hold lapsed are taken
 * again where still left (one sold since refuses the order, "sold out"), and the hold runs anew.
 */
export async function holdAgain(tx: Db, reference: string, lapsesAt: Date) {
  const gone = await retakeForPayment(tx, reference);
  if (gone.length > 0) throw new PiecesGone(gone.map((p) => ({ ...p, available: 0 })));
  if (await retakeQueuePlace(tx, reference)) throw new QueueFull(QUEUE_PLACE_GONE);
  await renewHolds(tx, reference, lapsesAt);
  await holdQueuePlaceUntil(tx, reference, lapsesAt);
  await renewUse(tx, reference, lapsesAt);
}
