import { describe, expect, it } from "vitest";
import { adminActions } from "~/admin/orders/stages";
import { FORWARD_STATES, nextStates, ORDER_STATES, type OrderState } from "~/features/orders";
import { parseAdminAction } from "./order-actions.server";

/** The owner's moves that are about the money, each with its own form (approve, cancel, refund). */
const MONEY_MOVES: readonly OrderState[] = ["paid", "cancelled", "refunded", "partially_refunded"];

const movesTo = (to: OrderState) =>
  parseAdminAction([
    ["intent", "move"],
    ["to", to],
    ["note", "DHL 1234"],
  ]).ok;

describe("the owner's move form", () => {
  it("takes exactly the states the order machine lets her move an order along to", () => {
    const reachable = new Set(ORDER_STATES.flatMap((from) => nextStates(from, "owner")));
    const along = ORDER_STATES.filter((s) => reachable.has(s) && !MONEY_MOVES.includes(s));
    expect([...FORWARD_STATES]).toEqual(along);
    expect(ORDER_STATES.filter(movesTo)).toEqual(along);
  });

  it("offers a forward button only for a move the form takes", () => {
    for (const state of ORDER_STATES) {
      for (const to of adminActions(state).forward) expect(movesTo(to), `${state} → ${to}`).toBe(true);
    }
  });
});
