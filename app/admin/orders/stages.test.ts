import { describe, expect, it } from "vitest";
import { ORDER_STATES } from "~/features/orders";
import { countByStage, adminActions, isBalanceDue, STAGES, stageOf } from "./stages";

describe("the orders list's stages", () => {
  it("has the twelve filters the owner works with, and every state falls in exactly one stage", () => {
    expect(STAGES.map((s) => s.label)).toEqual([
      "Awaiting payment",
      "Paid",
      "In production",
      "Ready",
      "Balance due",
      "Shipped",
      "Collected",
      "Delivered",
      "Cancelled",
      "Refunded",
      "In review",
      "Expired",
    ]);
    for (const state of ORDER_STATES)
      expect(STAGES.filter((s) => !isBalanceDue(s) && (s.states as readonly string[]).includes(state))).toHaveLength(1);
  });

  it("counts each stage from the count per state", () => {
    const counts = countByStage({ pending: 2, paid: 3, refunded: 1, partially_refunded: 1, disputed: 1, review: 1 }, 2);
    expect(counts).toMatchObject({
      pending: 2,
      paid: 3,
      refunded: 2,
      review: 2,
      shipped: 0,
      expired: 0,
      balance_due: 2,
    });
  });

  it("knows a filter by its key only", () => {
    expect(stageOf("in_production")?.label).toBe("In production");
    expect(stageOf("drop table")).toBeUndefined();
    expect(stageOf(null)).toBeUndefined();
  });
});

describe("what the owner can do with an order", () => {
  it("moves a paid order along: production, ready, shipped or collected, delivered", () => {
    expect(adminActions("paid").forward).toEqual(["in_production", "ready", "shipped"]);
    expect(adminActions("in_production").forward).toEqual(["ready", "shipped"]);
    expect(adminActions("ready").forward).toEqual(["shipped", "collected"]);
    expect(adminActions("shipped").forward).toEqual(["delivered"]);
    expect(adminActions("delivered").forward).toEqual([]);
    expect(adminActions("collected").forward).toEqual([]);
  });

  it("moves nothing along before the payment is confirmed, but can ask Paystack", () => {
    for (const s of ["pending", "review", "expired"] as const) {
      expect(adminActions(s)).toMatchObject({ forward: [], check: true, refund: false });
    }
    expect(adminActions("paid").check).toBe(false);
  });

  it("cancels or refunds only where the order's state allows", () => {
    expect(adminActions("paid")).toMatchObject({ cancel: true, refund: true });
    expect(adminActions("shipped")).toMatchObject({ cancel: false, refund: true });
    expect(adminActions("pending")).toMatchObject({ cancel: true, refund: false });
    expect(adminActions("refunded")).toMatchObject({ cancel: false, refund: false });
  });
});
