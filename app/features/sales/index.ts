export type { Sale, SaleScope, SaleDiscount } from "./sale";
export { MAX_PERCENT, saleBadge } from "./sale";
export { salePricesAt, nextPriceChange, covers, type SaleableProduct } from "./resolve";
export { blackFridayPreset, decemberPreset, type SalePreset } from "./presets";
export { overlappingSales } from "./overlap";
export { lastSaleDay } from "./sale-time";
