export type {
  Customer,
  Order,
  OrderDeposit,
  OrderEvent,
  OrderDiscount,
  OrderGift,
  OrderItem,
  OrderQuote,
  PaymentEvidence,
} from "./order";
export { deliveryLines, orderDelivery, PICKUP_ONLY, type OrderDelivery } from "./order-delivery";
export {
  FORWARD_STATES,
  ORDER_STAGES,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  RECONCILED,
  canTransition,
  nextStates,
  paymentMove,
  type EventSource,
  type OrderState,
} from "./order-state";
export { stageSince } from "./stage-since";
export { decidePayment, type PaymentDecision, type PaystackTransaction } from "./payment-decision";
export { isAwaitingConfirmation, NOT_PAID_TEXT, ORDER_STATUS_TEXT } from "./status-text";
export { addressLines } from "./address";
export { NO_SIZE, orderSummaryText, paymentCustomFields, type CustomField } from "./summary";
export { sizeForAtelier, sizeForShopper, sizeLeftOpen } from "./size-left-open";
export { paidAtOf, readMoneyToReturn } from "./money-to-return";
export { emailOfNotice, isOrderEmail, NOTICE_TEMPLATE, type OrderEmail } from "./notice-params";
export { dayFilterOf, dayFilterTitle, dayListHref, dayRangeParam, type DayFilter, type DayRange } from "./day-range";
