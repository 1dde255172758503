import { describe, expect, it } from "vitest";
import { canTransition, isOrderState, nextStates, ORDER_STATE_LABELS, ORDER_STATES, paymentMove } from "./order-state";

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

  describe("Paystack's verdict on a payment", () => {
    const unpaid = (status: Parameters<typeof paymentMove>[0]["status"]) => ({ status, tookMoney: false });

    it("changes nothing while no money has been taken, whatever the order's state", () => {
      for (const status of ["pending", "review", "expired", "cancelled"] as const)
        expect(paymentMove(unpaid(status), "waiting", "verify")).toEqual({ kind: "none" });
    });

    it("settles or flags an order still waiting for its money, a late one included", () => {
      expect(paymentMove(unpaid("pending"), "paid", "webhook")).toEqual({ kind: "move", to: "paid" });
      expect(paymentMove(unpaid("expired"), "paid", "webhook")).toEqual({ kind: "move", to: "paid" });
      expect(paymentMove(unpaid("pending"), "review", "reconcile")).toEqual({ kind: "move", to: "review" });
    });

    it("makes money the order refuses money to return", () => {
      expect(paymentMove(unpaid("cancelled"), "paid", "webhook")).toEqual({ kind: "return" });
      expect(paymentMove(unpaid("cancelled"), "review", "reconcile")).toEqual({ kind: "return" });
      expect(paymentMove(unpaid("review"), "review", "webhook")).toEqual({ kind: "return" });
    });

    it("takes the payment of an order that already took money as the same payment seen again", () => {
      for (const status of ["paid", "shipped", "cancelled", "refunded"] as const)
        expect(paymentMove({ status, tookMoney: true }, "paid", "webhook")).toEqual({ kind: "none" });
    });
  });

  it("knows its states", () => {
    expect(isOrderState("in_production")).toBe(true);
    expect(isOrderState("lost")).toBe(false);
    expect(isOrderState(3)).toBe(false);
  });
});
