export {
  ORDER_STATE_LABELS,
  ORDER_STATES,
  canTransition,
  nextStates,
  type EventSource,
  type OrderState,
} from "./order-state";
