import { production } from "~/config/delivery";

/** A piece of the order as the pricing sees it: what its line costs and whether it is made to order. */
export interface Piece {
  /** Made in the atelier after the order (the collections), not ready to wear (the HazelBee shop line). */
  madeToOrder: boolean;
  /** Whole naira for all of this line's pieces. */
  lineTotal: number;
}

/** What the made-to-order pieces cost together, whole naira. */
function madeToOrderTotal(pieces: readonly Piece[]): number {
  return pieces.filter((p) => p.madeToOrder).reduce((sum, p) => sum + p.lineTotal, 0);
}

/** Express can only speed up pieces that are made to order. */
export const canExpress = (pieces: readonly Piece[]) => pieces.some((p) => p.madeToOrder);

/** The express supplement: the terms' 30% of the made-to-order pieces' price, to the nearest naira. */
export function expressFee(pieces: readonly Piece[]): number {
  return Math.round((madeToOrderTotal(pieces) * production.express.percent) / 100);
}

export const EXPRESS_LABEL = `Express production (${production.express.percent}% of the made-to-order pieces)`;
