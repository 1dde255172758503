export { addRefusal, availabilityText, sizeAvailability, type StockCounts } from "./availability";
export {
  byPiece,
  holdLapsesAt,
  holdStep,
  moveWhenPiecesGone,
  piecesOf,
  renewedHoldLapse,
  type Piece,
} from "./holds";
export { holdLimitRefusal, MAX_HELD_PIECES, MAX_PIECES_OF_A_SIZE } from "./limits";
export { belowHeldMessage, gonePiecesNote, unavailableMessage, type UnavailablePiece } from "./texts";
export { offeredSizesRefusal, sizeRefusal, type SizedProduct } from "./offered-sizes";
