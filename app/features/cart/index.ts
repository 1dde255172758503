export { useCart, ServerCart } from "./use-cart";
export { cartReducer, buildCart, emptyCart, lineId, CART_ERRORS } from "./cart";
export type { Cart, CartLine, CartAction, CartItemInput, CartMetadata } from "./cart";
export { restoreCart, lineFor } from "./stored-cart";
export { PurchaseFormIsland } from "./purchase-form";
export { CartLink } from "./cart-link";
