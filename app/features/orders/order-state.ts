/** Every state an order can be in: its payment, then its way to the shopper. */
export const ORDER_STATES = [
  "pending",
  "paid",
  "review",
  "expired",
  "refunded",
  "partially_refunded",
  "disputed",
  "in_production",
  "ready",
  "shipped",
  "collected",
  "delivered",
  "cancelled",
] as const;

export type OrderState = (typeof ORDER_STATES)[number];

/** Who moved an order: the browser's verify call, Paystack's webhook, the shop's own re-check, or the owner. */
export type EventSource = "verify" | "webhook" | "reconcile" | "owner" | "shopper" | "credit" | "courier";

/** What the owner calls each state (the admin's filter names). */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  review: "In review",
  expired: "Expired",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  disputed: "Disputed",
  in_production: "In production",
  ready: "Ready",
  shipped: "Shipped",
  collected: "Collected",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** The admin's filters of orders, in the order an order lives through them; each covers one or more states. */
export const ORDER_STAGES = [
  { key: "pending", label: "Awaiting payment", states: ["pending"] },
  { key: "paid", label: "Paid", states: ["paid"] },
  { key: "in_production", label: "In production", states: ["in_production"] },
  { key: "ready", label: "Ready", states: ["ready"] },
  { key: "shipped", label: "Shipped", states: ["shipped"] },
  { key: "collected", label: "Collected", states: ["collected"] },
  { key: "delivered", label: "Delivered", states: ["delivered"] },
  { key: "cancelled", label: "Cancelled", states: ["cancelled"] },
  { key: "refunded", label: "Refunded", states: ["refunded", "partially_refunded"] },
  // A dispute needs her attention as much as a payment under review does.
  { key: "review", label: "In review", states: ["review", "disputed"] },
  { key: "expired", label: "Expired", states: ["expired"] },
] as const satisfies readonly { key: string; label: string; states: readonly OrderState[] }[];

/** Every state is listed under a stage: a new state without one does not compile. */
type Unlisted = Exclude<OrderState, (typeof ORDER_STAGES)[number]["states"][number]>;
const _everyStateListed: Record<Unlisted, never> = {};

/** Paystack's verdict can move these: the money has not been confirmed yet. */
const AWAITING_PAYMENT: readonly OrderState[] = ["pending", "review", "expired"];
/** The shop re-checks these with Paystack until they settle or expire. */
export const RECONCILED: readonly OrderState[] = ["pending", "review"];
/**
 * The stages a paid order goes through on its way to the shopper, which the owner moves it along
 * (the admin's forward buttons and the move form's targets are these).
 */
export const FORWARD_STATES = [
  "in_production",
  "ready",
  "shipped",
  "collected",
  "delivered",
] as const satisfies readonly OrderState[];
/** The money arrived: the order is on its way to the shopper, or there. */
const FULFILMENT: readonly OrderState[] = ["paid", ...FORWARD_STATES];
/** Money was received at some point, so it can be refunded or disputed. */
const MONEY_RECEIVED: readonly OrderState[] = [...FULFILMENT, "partially_refunded", "disputed", "cancelled"];

const PAYSTACK: readonly EventSource[] = ["verify", "webhook", "reconcile"];
const OWNER: readonly EventSource[] = ["owner"];
const WEBHOOK_OR_OWNER: readonly EventSource[] = ["webhook", "owner"];

type Rule = { from: readonly OrderState[]; to: readonly OrderState[]; by: readonly EventSource[] };

/** The allowed moves; anything not listed is refused. */
const RULES: readonly Rule[] = [
  // Paystack settles a payment, even one that came after the order expired.
  { from: AWAITING_PAYMENT, to: ["paid"], by: PAYSTACK },
  { from: ["pending", "expired"], to: ["review"], by: PAYSTACK },
  { from: ["review"], to: ["paid"], by: OWNER },
  // A gift card or store credit paid what the order asks before it is made, as it was placed.
  { from: ["pending"], to: ["paid"], by: ["credit"] },
  { from: RECONCILED, to: ["expired"], by: ["reconcile"] },
  { from: AWAITING_PAYMENT, to: ["cancelled"], by: OWNER },
  // The shopper replaces her unpaid order with a changed cart.
  { from: ["pending"], to: ["cancelled"], by: ["shopper"] },
  // The owner moves a paid order along; pickups are collected, deliveries shipped then delivered.
  { from: ["paid"], to: ["in_production", "ready", "shipped", "cancelled"], by: OWNER },
  { from: ["in_production"], to: ["ready", "shipped", "cancelled"], by: OWNER },
  { from: ["ready"], to: ["shipped", "collected", "cancelled"], by: OWNER },
  { from: ["shipped"], to: ["delivered"], by: OWNER },
  // The courier's events: a parcel picked up is shipped, one at her door delivered.
  { from: ["paid", "in_production", "ready"], to: ["shipped"], by: ["courier"] },
  { from: ["shipped"], to: ["delivered"], by: ["courier"] },
  { from: ["partially_refunded"], to: FORWARD_STATES, by: OWNER },
  // Money going back: Paystack's refund events or the owner's word; a partial refund can follow another.
  // Paystack's word on a refund may come by its event or the shop's re-check of the refund.
  { from: MONEY_RECEIVED, to: ["refunded", "partially_refunded"], by: [...WEBHOOK_OR_OWNER, "reconcile"] },
  { from: [...MONEY_RECEIVED, "refunded"], to: ["disputed"], by: ["webhook"] },
  // A dispute resolved in the shop's favour returns the order to where it was.
  { from: ["disputed"], to: [...FULFILMENT, "cancelled"], by: WEBHOOK_OR_OWNER },
];

/** Whether `source` may move an order from `from` to `to`. Staying put is not a move, except a further partial refund. */
export function canTransition(from: OrderState, to: OrderState, source: EventSource): boolean {
  if (from === to && to !== "partially_refunded") return false;
  return RULES.some((r) => r.from.includes(from) && r.to.includes(to) && r.by.includes(source));
}

/** The states `source` may move an order to from `from`, in the machine's order. */
export function nextStates(from: OrderState, source: EventSource): OrderState[] {
  return ORDER_STATES.filter((to) => canTransition(from, to, source));
}

/** What Paystack's verdict on an order's payment does to it (docs/decisions/171-money-to-return.md). */
export type PaymentMove =
  | { kind: "move"; to: "paid" | "review" }
  /** Money arrived that the order will not take: the owner is to return it. */
  | { kind: "return" }
  | { kind: "none" };

/**
 * A verdict that is not definite changes nothing. A definite one moves the order where the machine
 * allows it; where it does not (a cancelled order, a payment that does not match an order already
 * in review) the money is to be returned, unless the order took money before: Paystack references
 * are unique, so that is the same payment seen again.
 */
export function paymentMove(
  order: { status: OrderState; tookMoney: boolean },
  verdict: "paid" | "review" | "waiting",
  source: EventSource,
): PaymentMove {
  if (verdict === "waiting") return { kind: "none" };
  if (canTransition(order.status, verdict, source)) return { kind: "move", to: verdict };
  return order.tookMoney ? { kind: "none" } : { kind: "return" };
}

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === "string" && (ORDER_STATES as readonly string[]).includes(value);
}
