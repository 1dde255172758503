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
  type EventSource,
  type OrderState,
} from "./order-state";
