import type { Size } from "~/features/catalogue";
import type { Piece } from "./holds";

/**
 * A piece an order asked for that could not be held: sold out, or fewer left than it asked for
 * (never how many: a refused order does not tell strangers the shop's counts).
 */
export interface UnavailablePiece extends Piece {
  /** The product's name, as the order's line has it. */
  name: string;
  /** None left in that size when the order was refused; otherwise a few, fewer than asked for. */
  soldOut: boolean;
}

function oneLine(p: UnavailablePiece): string {
  if (p.soldOut) return `${p.name} in size ${p.size} has sold out`;
  return `only a few of the ${p.name} in size ${p.size} are left, fewer than the ${p.quantity} you asked for`;
}

/** The shopper's refusal, before she pays: which pieces and sizes are no longer available, and no count. */
export function unavailableMessage(pieces: readonly UnavailablePiece[]): string {
  const lines = pieces.map(oneLine).join("; ");
  return `Sorry, ${lines}. Change your cart, then place the order again; nothing was charged.`;
}

/** The owner's note on a paid order whose lapsed hold could not be taken again. */
export function gonePiecesNote(pieces: readonly Piece[], names: ReadonlyMap<number, string>): string {
  const list = pieces.map(
    (p) => `${names.get(p.productId) ?? `product ${p.productId}`}, size ${p.size} × ${p.quantity}`,
  );
  return `Paid after its hold on the pieces had lapsed, and these have sold since: ${list.join("; ")}. Find the pieces and mark it paid, or cancel it and return the money.`;
}

/** The owner's refusal when a count would go below the pieces orders hold. */
export function belowHeldMessage(size: Size, held: number): string {
  const pieces = held === 1 ? "piece" : "pieces";
  return `Size ${size}: ${held} ${pieces} ${held === 1 ? "is" : "are"} held by orders awaiting payment, so the count cannot go below ${held}.`;
}
