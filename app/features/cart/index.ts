export { usePricedCart, ServerCart } from "./use-cart";
export { buildCart, emptyCart } from "./cart";
export type { CartLine, PricedCart } from "./priced-cart";
export type { ServerCartData } from "./use-product-facts";
export { UnavailableLines } from "./unavailable-lines";
export { PurchaseFormIsland } from "./purchase-form";
export { CartLink } from "./cart-link";
export { LinePrice, LineSale } from "./line-parts";
export { PriceChangesAlert } from "./price-changes-alert";
