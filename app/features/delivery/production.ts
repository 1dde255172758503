import { madeToOrder, production, type Days } from "~/config/delivery";
import { productById } from "~/features/catalogue";

/** A piece of the order as the pricing sees it. */
export interface Piece {
  productId: number;
  /** Whole naira for all of this line's pieces. */
  lineTotal: number;
}

/** Made in the atelier after the order (the collections), not ready to wear (the HazelBee shop line). */
export function isMadeToOrder(productId: number): boolean {
  const product = productById(productId);
  return product ? madeToOrder[product.collection] : false;
}

/** What the made-to-order pieces cost together, whole naira. */
function madeToOrderTotal(pieces: readonly Piece[]): number {
  return pieces.filter((p) => isMadeToOrder(p.productId)).reduce((sum, p) => sum + p.lineTotal, 0);
}

/** Express can only speed up pieces that are made to order. */
export const canExpress = (pieces: readonly Piece[]) => pieces.some((p) => isMadeToOrder(p.productId));

/** The express supplement: the terms' 30% of the made-to-order pieces' price, to the nearest naira. */
export function expressFee(pieces: readonly Piece[]): number {
  return Math.round((madeToOrderTotal(pieces) * production.express.percent) / 100);
}

/** Working days until the whole order is ready to dispatch: its slowest piece decides. */
export function productionDays(pieces: readonly Piece[], express: boolean): Days {
  const spans: Days[] = [];
  if (pieces.some((p) => !isMadeToOrder(p.productId))) spans.push(production.readyToWear);
  if (canExpress(pieces)) spans.push(express ? production.express : production.standard);
  if (spans.length === 0) return { min: 0, max: 0 };
  return { min: Math.max(...spans.map((s) => s.min)), max: Math.max(...spans.map((s) => s.max)) };
}

export const EXPRESS_LABEL = `Express production (${production.express.percent}% of the made-to-order pieces)`;
