export { DELIVERY_METHODS, type DeliveryMethod } from "./places";
export { quoteOrder, type DeliveryChoice, type Quote } from "./quote";
export { orderDelivery, deliveryLines, EXPRESS_LABEL, PICKUP_ONLY, type OrderDelivery } from "./order-delivery";
export { readyText } from "./promise";
export { formatDay, formatLagosDateTime, isIsoDate, todayInLagos, type IsoDate } from "./working-days";
export { ReadyByNote } from "./ready-by-note";
