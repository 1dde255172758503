export { addRefusal, availabilityText, sizeAvailability, type StockCounts } from "./availability";
export { byPiece, holdLapsesAt, holdStep, moveWhenPiecesGone, piecesOf, renewedHoldLapse, type Piece } from "./holds";
export { holdLimitRefusal, madeLimitRefusal } from "./limits";
export { belowHeldMessage, gonePiecesNote, unavailableMessage, type UnavailablePiece } from "./texts";
export { offeredSizesRefusal, sizeRefusal } from "./offered-sizes";
export { mayLeaveSizeOpen, type SizedProduct } from "./size-open";
