export { DELIVERY_METHODS, deliveryOptions, type DeliveryMethod, type DeliveryOption } from "./places";
export { quoteOrder, type DeliveryChoice, type Quote } from "./quote";
export { EXPRESS_LABEL } from "./production";
export { readyText, type Promised } from "./promise";
export { formatDay, formatLagosDateTime, isIsoDate, todayInLagos, type IsoDate } from "./working-days";
export { ReadyByNote } from "./ready-by-note";
