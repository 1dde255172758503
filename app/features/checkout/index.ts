export type { Customer } from "./customer";
export type { OrderItem } from "./pricing";
export { orderSummaryText } from "./summary";
