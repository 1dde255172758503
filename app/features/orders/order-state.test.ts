import { describe, expect, it } from "vitest";
import { canTransition, isOrderState, nextStates, ORDER_STATE_LABELS, ORDER_STATES } from "./order-state";

describe("the order state machine", () => {
  it("names every state for the owner", () => {
    expect(ORDER_STATES).toHaveLength(13);
    expect(ORDER_STATES.map((s) => ORDER_STATE_LABELS[s].toLowerCase())).toEqual(
      expect.arrayContaining([
        "awaiting payment",
        "paid",
        "in production",
        "ready",
        "shipped",
        "collected",
        "delivered",
        "cancelled",
        "refunded",
        "in review",
        "expired",
      ]),
    );
  });

  it("lets Paystack's word, from any of its three paths, mark a waiting order paid", () => {
    for (const source of ["verify", "webhook", "reconcile"] as const) {
      expect(canTransition("pending", "paid", source)).toBe(true);
      expect(canTransition("review", "paid", source)).toBe(true);
      expect(canTransition("expired", "paid", source)).toBe(true);
    }
  });

  it("expires only through the shop's own re-check, and never a paid order", () => {
    expect(canTransition("pending", "expired", "reconcile")).toBe(true);
    expect(canTransition("review", "expired", "reconcile")).toBe(true);
    expect(canTransition("pending", "expired", "webhook")).toBe(false);
    expect(canTransition("paid", "expired", "reconcile")).toBe(false);
  });

  it("keeps a paid order paid whatever a late or replayed verdict says", () => {
    expect(canTransition("paid", "review", "webhook")).toBe(false);
    expect(canTransition("paid", "pending", "verify")).toBe(false);
    expect(canTransition("paid", "paid", "webhook")).toBe(false);
  });

  it("moves a paid order to the shopper only by the owner's hand", () => {
    expect(nextStates("paid", "owner")).toEqual([
      "refunded",
      "partially_refunded",
      "in_production",
      "ready",
      "shipped",
      "cancelled",
    ]);
    expect(canTransition("ready", "collected", "owner")).toBe(true);
    expect(canTransition("shipped", "delivered", "owner")).toBe(true);
    expect(canTransition("paid", "shipped", "webhook")).toBe(false);
    expect(canTransition("pending", "shipped", "owner")).toBe(false);
    expect(canTransition("delivered", "shipped", "owner")).toBe(false);
  });

  it("records refunds and disputes from Paystack on any order that took money", () => {
    for (const from of ["paid", "shipped", "delivered", "cancelled", "partially_refunded"] as const) {
      expect(canTransition(from, "refunded", "webhook")).toBe(true);
      expect(canTransition(from, "disputed", "webhook")).toBe(true);
    }
    expect(canTransition("partially_refunded", "partially_refunded", "webhook")).toBe(true);
    expect(canTransition("pending", "refunded", "webhook")).toBe(false);
    expect(canTransition("disputed", "shipped", "webhook")).toBe(true);
    expect(canTransition("paid", "disputed", "owner")).toBe(false);
  });

  it("lets the owner cancel an unpaid order, or settle one in review", () => {
    expect(canTransition("pending", "cancelled", "owner")).toBe(true);
    expect(canTransition("review", "paid", "owner")).toBe(true);
    expect(canTransition("pending", "paid", "owner")).toBe(false);
  });

  it("knows its states", () => {
    expect(isOrderState("in_production")).toBe(true);
    expect(isOrderState("lost")).toBe(false);
    expect(isOrderState(3)).toBe(false);
  });
});
