export { ORDER_STATUS_TEXT } from "./order-status";
export type { OrderStatus } from "./order-status";
export type { Customer } from "./customer";
export type { OrderItem } from "./pricing";
export { orderSummaryText } from "./summary";
