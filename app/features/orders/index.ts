export {
  AWAITING_PAYMENT,
  EVENT_SOURCES,
  FULFILMENT,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  RECONCILED,
  canTransition,
  isOrderState,
  nextStates,
  paymentMove,
  type EventSource,
  type OrderState,
  type PaymentMove,
} from "./order-state";
export { formatAmount } from "./money-to-return";
