export { addRefusal, availabilityText, sizeAvailability, type StockCounts } from "./availability";
export { byPiece, holdLapsesAt, holdStep, moveWhenPiecesGone, piecesOf, type Piece } from "./holds";
export { belowHeldMessage, gonePiecesNote, unavailableMessage, type UnavailablePiece } from "./texts";
