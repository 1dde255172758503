import { canTransition, nextStates, ORDER_STATE_LABELS, type OrderState } from "~/features/orders";

/** The orders list's filters, in the order an order lives through them; each covers one or more states. */
export const STAGES = [
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

export type StageKey = (typeof STAGES)[number]["key"];

export function stageOf(key: string | null): (typeof STAGES)[number] | undefined {
  return STAGES.find((s) => s.key === key);
}

/** How many orders each filter holds, from the count per state. */
export function countByStage(perState: Partial<Record<OrderState, number>>): Record<StageKey, number> {
  return Object.fromEntries(
    STAGES.map((s) => [s.key, s.states.reduce((n, state: OrderState) => n + (perState[state] ?? 0), 0)]),
  ) as Record<StageKey, number>;
}

/** The stages an order goes through on its way to the shopper, which the owner moves it along. */
const FORWARD: readonly OrderState[] = ["in_production", "ready", "shipped", "collected", "delivered"];

/** What the owner can do with an order in this state. */
export function adminActions(state: OrderState) {
  return {
    forward: nextStates(state, "owner").filter((s) => FORWARD.includes(s)),
    cancel: canTransition(state, "cancelled", "owner"),
    refund: canTransition(state, "refunded", "owner"),
    /** Paystack has not confirmed the money yet: asking it again may settle the order. */
    check: state === "pending" || state === "review" || state === "expired",
  };
}

/** The button that moves an order to a stage, in her words. */
export const MOVE_LABELS: Partial<Record<OrderState, string>> = {
  in_production: "Start production",
  ready: "Mark ready",
  shipped: "Mark shipped",
  collected: "Mark collected",
  delivered: "Mark delivered",
};

export const stateLabel = (s: OrderState) => ORDER_STATE_LABELS[s];
