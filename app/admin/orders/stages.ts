import {
  canTransition,
  FORWARD_STATES,
  nextStates,
  ORDER_STAGES,
  ORDER_STATE_LABELS,
  type OrderState,
} from "~/features/orders";

/**
 * Orders paid by deposit with their balance still open: derived from the ledger, not a state (an
 * order is made while its balance is owed), so it cuts across the stages it lists.
 */
export const BALANCE_DUE = {
  key: "balance_due",
  label: "Balance due",
  states: ["paid", "in_production", "ready"],
  balanceDue: true,
} as const satisfies { key: string; label: string; states: readonly OrderState[]; balanceDue: true };

/** The orders list's filters: the order feature's stages, and Balance due after Ready. */
export const STAGES = [...ORDER_STAGES.slice(0, 4), BALANCE_DUE, ...ORDER_STAGES.slice(4)];

type Stage = (typeof ORDER_STAGES)[number] | typeof BALANCE_DUE;
export type StageKey = Stage["key"];

export function stageOf(key: string | null): Stage | undefined {
  return STAGES.find((s) => s.key === key);
}

/** Whether a filter is the derived Balance due rather than a stage of states. */
export const isBalanceDue = (s: Stage | undefined) => s !== undefined && "balanceDue" in s;

/** How many orders each filter holds, from the count per state and the count of open balances. */
export function countByStage(perState: Partial<Record<OrderState, number>>, balanceDue = 0): Record<StageKey, number> {
  return Object.fromEntries(
    STAGES.map((s) => [
      s.key,
      isBalanceDue(s) ? balanceDue : s.states.reduce((n, state: OrderState) => n + (perState[state] ?? 0), 0),
    ]),
  ) as Record<StageKey, number>;
}

/** What the owner can do with an order in this state. */
export function adminActions(state: OrderState) {
  return {
    forward: nextStates(state, "owner").filter((s) => (FORWARD_STATES as readonly OrderState[]).includes(s)),
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

/** The forward moves that fit how the order reaches her: a pickup is collected, never shipped; a delivery never collected. */
export function fittingMoves(state: OrderState, pickup: boolean): OrderState[] {
  const unfit: OrderState[] = pickup ? ["shipped", "delivered"] : ["collected"];
  return adminActions(state).forward.filter((to) => !unfit.includes(to));
}

/** How an order reaches her, and whether it has pieces the atelier makes for it. */
export interface OrderKind {
  pickup: boolean;
  /** A made-to-order or made-to-measure piece: its production starts once it is paid. */
  toMake: boolean;
}

/**
 * The one move the order page offers first: the stage that comes next for its kind. A piece to
 * make starts production once paid; then a pickup is made ready and collected, a delivery shipped
 * and delivered. The rest wait under More actions. null when none is left.
 */
export function nextStep(state: OrderState, { pickup, toMake }: OrderKind): OrderState | null {
  const moves = fittingMoves(state, pickup);
  const order: OrderState[] = [
    ...(toMake && state === "paid" ? (["in_production"] as const) : []),
    ...(pickup ? (["ready", "collected"] as const) : (["shipped", "delivered"] as const)),
  ];
  return order.find((to) => moves.includes(to)) ?? null;
}

/** The next step's button, in her words for how the order reaches her. */
export const nextStepLabel = (to: OrderState) => (to === "ready" ? "Mark ready for pickup" : (MOVE_LABELS[to] ?? to));
