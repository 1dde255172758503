import { canTransition, nextStates, ORDER_STAGES, ORDER_STATE_LABELS, type OrderState } from "~/features/orders";

/** The orders list's filters (the order feature's stages). */
export const STAGES = ORDER_STAGES;

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
