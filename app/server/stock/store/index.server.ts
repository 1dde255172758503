// The counts of ready-to-wear sizes and what orders hold of them (tables stock and stock_holds):
// every statement on them is in this folder, and the rest of the shop calls it through this file.
// A size without a row is not counted and always available. Whatever changes the pieces a product
// has left tells the catalogue, so every instance re-renders its pages.
export { availableStock, setStock, soldOutSizes } from "./counts.server";
export { holdsOfProduct } from "./held-by.server";
export {
  hasKeptPieces,
  holdPieces,
  keepTillPaid,
  releaseHeld,
  releaseLapsedHolds,
  retakeForPayment,
  sellHeld,
  type HoldRefusal,
} from "./holds.server";
export { heldPiecesOf, lockShopper, renewHolds } from "./shopper-holds.server";
