import { describe, expect, it } from "vitest";
import { ORDER_STATES, type OrderState } from "~/features/orders";
import { holdLapsesAt, holdStep, moveWhenPiecesGone, piecesOf, renewedHoldLapse } from "./holds";

describe("the pieces of an order", () => {
  it("merges lines of one product and size, leaves out lines without a size, in product then size order", () => {
    expect(
      piecesOf([
        { productId: 51, size: "XL", quantity: 1 },
        { productId: 37, size: "M", quantity: 2 },
        { productId: 51, size: "S", quantity: 1 },
        { productId: 37, size: "M", quantity: 1 },
        { productId: 12, size: "", quantity: 4 },
      ]),
    ).toEqual([
      { productId: 37, size: "M", quantity: 3 },
      { productId: 51, size: "S", quantity: 1 },
      { productId: 51, size: "XL", quantity: 1 },
    ]);
  });
});

describe("how long a hold lasts", () => {
  const placed = new Date("2026-11-25T10:00:00Z");

  it("30 minutes from placing: a card payment's time, not the order's 72 hours", () => {
    expect(holdLapsesAt(placed, 72 * 3600)).toEqual(new Date("2026-11-25T10:30:00Z"));
  });

  it("never past the order's expiry", () => {
    expect(holdLapsesAt(placed, 600)).toEqual(new Date("2026-11-25T10:10:00Z"));
  });

  it("renewed for two hours while Paystack reports the payment on its way (the re-check looks hourly)", () => {
    const now = new Date("2026-11-25T10:20:00Z");
    for (const status of ["pending", "ongoing", "processing", "queued"])
      expect(renewedHoldLapse(status, now)).toEqual(new Date("2026-11-25T12:20:00Z"));
  });

  it("not renewed by a payment that failed, was abandoned or reversed", () => {
    for (const status of ["failed", "abandoned", "reversed", "success"])
      expect(renewedHoldLapse(status, placed)).toBeUndefined();
  });
});

describe("what each change of state does to the held pieces", () => {
  const steps = (from: OrderState) => Object.fromEntries(ORDER_STATES.map((to) => [to, holdStep(from, to)]));

  it.each(["pending", "review", "expired"] as const)("from %s: paid sells, expired or cancelled releases", (from) => {
    const s = steps(from);
    expect(s.paid).toBe("sell");
    expect(s.cancelled).toBe("release");
    if (from !== "expired") expect(s.expired).toBe("release");
    expect(s.review).toBe("keep");
  });

  it.each(["pending", "review", "expired"] as const)(
    "from %s, an order paid in parts: paid keeps them held",
    (from) => {
      expect(holdStep(from, "paid", { inParts: true })).toBe("keep-till-paid");
      expect(holdStep(from, "cancelled", { inParts: true })).toBe("release");
    },
  );

  it.each(["paid", "in_production", "ready", "shipped", "disputed", "partially_refunded"] as const)(
    "from %s (sold already, or kept till paid in full): cancelled or refunded gives back what is kept, else nothing",
    (from) => {
      const { cancelled, refunded, ...rest } = steps(from);
      expect({ cancelled, refunded }).toEqual({ cancelled: "release", refunded: "release" });
      expect(new Set(Object.values(rest))).toEqual(new Set(["keep"]));
    },
  );
});

describe("a payment whose lapsed pieces have sold since", () => {
  it("goes to review when Paystack's paths see it; the owner's own word stands", () => {
    expect(moveWhenPiecesGone("paid", "verify")).toBe("review");
    expect(moveWhenPiecesGone("paid", "webhook")).toBe("review");
    expect(moveWhenPiecesGone("paid", "reconcile")).toBe("review");
    expect(moveWhenPiecesGone("paid", "owner")).toBe("paid");
  });
});
