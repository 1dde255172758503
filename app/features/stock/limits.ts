// How many counted pieces one shopper may hold at once, so no one can take a size off sale by
// placing orders she does not pay (docs/decisions/233-stock-holds-last-minutes-and-shoppers-hold-few.md).
import { byPiece, type Piece } from "./holds";

/** Most pieces of one counted size in one order, and across the unpaid orders of one shopper. */
export const MAX_PIECES_OF_A_SIZE = 3;
/** Most counted pieces the unpaid orders of one shopper (this one included) hold together. */
export const MAX_HELD_PIECES = 10;
/**
 * Most made-to-order pieces in one unpaid order, and across the unpaid orders of one connection
 * still holding their places: each takes a place in the atelier's week (docs/decisions/275-promises-from-the-atelier-queue.md).
 */
const MAX_MADE_PIECES = 6;

const named = (p: Omit<Piece, "quantity">, names: ReadonlyMap<number, string>) =>
  `the ${names.get(p.productId) ?? `product ${p.productId}`} in size ${p.size}`;

const sum = (pieces: readonly Piece[]) => pieces.reduce((n, p) => n + p.quantity, 0);

/**
 * Why an order cannot hold its pieces of counted sizes (`holding`), given what the shopper's other
 * unpaid orders (same connection or same email) hold already (`heldBefore`); undefined when it
 * may. A shopper is one connection's or one email's unpaid orders together.
 */
export function holdLimitRefusal(
  holding: readonly Piece[],
  heldBefore: readonly Piece[],
  names: ReadonlyMap<number, string>,
): string | undefined {
  const sorted = [...holding].sort(byPiece);
  const tooMany = sorted.filter((p) => p.quantity > MAX_PIECES_OF_A_SIZE);
  if (tooMany.length > 0) {
    const list = tooMany.map((p) => `${named(p, names)} (it asks for ${p.quantity})`).join("; ");
    return `An order can hold at most ${MAX_PIECES_OF_A_SIZE} pieces of one size: ${list}. Lower the quantity and place the order again; for more, write to the shop. Nothing was charged.`;
  }
  const before = (p: Piece) => sum(heldBefore.filter((h) => h.productId === p.productId && h.size === p.size));
  const together = sorted.filter((p) => before(p) > 0 && before(p) + p.quantity > MAX_PIECES_OF_A_SIZE);
  if (together.length > 0) {
    const list = together.map((p) => `${before(p)} of ${named(p, names)}`).join("; ");
    return `Orders awaiting payment from your connection or email address already hold ${list}, and together they can hold at most ${MAX_PIECES_OF_A_SIZE} pieces of one size. Pay for them, or let them lapse, then place this order again. Nothing was charged.`;
  }
  const all = sum(heldBefore) + sum(holding);
  if (sum(holding) > 0 && all > MAX_HELD_PIECES) {
    return `Orders awaiting payment from your connection or email address would hold ${all} ready-to-wear pieces, and together they can hold at most ${MAX_HELD_PIECES}. Pay for them, or order fewer pieces. Nothing was charged.`;
  }
  return undefined;
}

/**
 * Why an order cannot take places in the atelier's queue for `made` made-to-order pieces, given the
 * made-to-order pieces of the shopper's other unpaid orders (`madeBefore`); undefined when it may.
 */
export function madeLimitRefusal(made: number, madeBefore: number): string | undefined {
  if (made > MAX_MADE_PIECES)
    return `An order can hold at most ${MAX_MADE_PIECES} made-to-order pieces, and this one asks for ${made}. Order fewer pieces and place the order again; for more, write to the shop. Nothing was charged.`;
  if (made > 0 && madeBefore + made > MAX_MADE_PIECES)
    return `Orders awaiting payment from your connection would hold ${madeBefore + made} made-to-order pieces, and together they can hold at most ${MAX_MADE_PIECES}. Pay for them, or let them lapse, then place this order again. Nothing was charged.`;
  return undefined;
}
