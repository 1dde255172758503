export { useCart, ServerCart } from "./use-cart";
export { buildCart, emptyCart } from "./cart";
export type { Cart, CartLine } from "./cart";
export { lineFor } from "./stored-cart";
export { PurchaseFormIsland } from "./purchase-form";
export { CartLink } from "./cart-link";
