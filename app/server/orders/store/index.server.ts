// The orders and their histories (tables orders and order_events): every statement on them is in
// this folder, and the rest of the shop calls it through this file, passing its transaction where a
// statement must run under its lock (docs/decisions/182-a-store-per-table-family.md).
export {
  findOrder,
  hasShopperKey,
  insertOrder,
  isDuplicateReference,
  lockOpenOrder,
  lockOrder,
  renameFeeLine,
  updateOrderState,
  type NewOrder,
} from "./orders.server";
export { setReadyBy } from "./ready-by.server";
export {
  lockOrdersOfEmail,
  madePiecesOf,
  ordersOfEmail,
  ordersOfEmailIn,
  unpaidOrdersOf,
} from "./shopper-orders.server";
export { eraseKeptDelivery, eraseOrdersOfEmail, keptForDeliveryAmong, keptForDeliveryOf } from "./erase.server";
export { groupIdOfOrder, ordersOfGroup } from "./group-orders.server";
export { findQuoteByKey, lockLapsedQuotes, quotesOfRequest, recentQuotes } from "./quotes.server";
export { leaseCheck, lockDueCheck, postponeCheck, recordCheck, unpaidPlacedBefore } from "./checks.server";
export {
  addOrderEvent,
  addOwnerNote,
  hasEventKeyed,
  hasEventOfKind,
  orderEvents,
  stateBeforeDispute,
} from "./events.server";
export {
  countOrdersByState,
  dayFilterSums,
  depositOrdersIn,
  findOrders,
  ordersPlacedPage,
  type PlacedCursor,
  ORDERS_PAGE_SIZE,
  phoneDigits,
} from "./order-lists.server";
export {
  depositOrdersNotHandedOver,
  ordersThatMayHoldMoneyToReturn,
  piecesToMake,
  testOrdersSince,
  waitingOrders,
} from "./home-figures.server";
export { depositOrdersBeingMade, pendingOrdersPlacedBefore } from "./reminders.server";
export { isRemindersKey, remindersKeyOf, remindersStopped, stopReminders } from "./reminder-opt-out.server";
export { ordersOfGroups } from "./groups-orders.server";
