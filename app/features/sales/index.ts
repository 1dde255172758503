export type { Sale, SaleScope, SaleDiscount } from "./sale";
export { MAX_PERCENT, saleBadge } from "./sale";
export { lagosInstant, lagosDateTime, lagosDate, type LagosDateTime } from "./lagos-time";
export { salePricesAt, nextPriceChange, covers, type SaleableProduct } from "./resolve";
export { blackFridayPreset, decemberPreset, type SalePreset } from "./presets";
export { overlappingSales } from "./overlap";
export { formatSaleTime, lastSaleDay } from "./sale-time";
