// How many shoppers waiting for a size are told it is back when the owner adds pieces.

/** Shoppers told per piece added: some who wait will not buy, so a few more than the pieces. */
const WAITERS_PER_PIECE = 3;

/** Pieces added by a new count: what is left to sell now less what was (a sold-out size had none). */
export function piecesAdded(leftBefore: number | undefined, leftAfter: number | null | undefined): number {
  if (leftAfter === null || leftAfter === undefined) return 0;
  return Math.max(0, leftAfter - Math.max(0, leftBefore ?? 0));
}

/** At most this many of the waiting shoppers are emailed, oldest first. */
export function waitersToTell(added: number): number {
  return Math.max(0, Math.floor(added)) * WAITERS_PER_PIECE;
}
