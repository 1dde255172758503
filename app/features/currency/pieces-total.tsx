import type { Pieces } from "./shown-price";
import { usePieces } from "./use-currency";

/** What pieces come to as the shopper sees it: a cart line's total, or the cart's. */
export function PiecesTotal({ pieces }: { pieces: Pieces }) {
  return <>{usePieces(pieces).price}</>;
}
