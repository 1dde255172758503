import { describe, expect, it } from "vitest";
import { delayAfter, planAfterCheck, type CheckSchedule } from "./reconcile-plan";

const schedule: CheckSchedule = { scheduleSeconds: [60, 300, 900, 3600], expireAfterSeconds: 72 * 3600 };
const placed = new Date("2026-11-23T10:00:00Z");
const later = (s: number) => new Date(placed.getTime() + s * 1000);
const pending = (checksDone: number) => ({ status: "pending", createdAt: placed, checksDone });

describe("the re-check plan of an unpaid order", () => {
  it("checks first a minute after placement, then after 5, 15 and 60 minutes, then hourly", () => {
    expect([0, 1, 2, 3, 4, 40].map((n) => delayAfter(n, schedule))).toEqual([60, 300, 900, 3600, 3600, 3600]);
  });

  it("schedules the next check while the order is young", () => {
    expect(planAfterCheck(pending(1), { kind: "waiting" }, later(60), schedule)).toEqual({
      nextCheckAt: later(60 + 300),
    });
    expect(planAfterCheck(pending(7), { kind: "waiting" }, later(10_000), schedule)).toEqual({
      nextCheckAt: later(13_600),
    });
  });

  it("makes the last check fall on the deadline, and expires what is still unpaid then", () => {
    const deadline = 72 * 3600;
    expect(planAfterCheck(pending(60), { kind: "waiting" }, later(deadline - 600), schedule)).toEqual({
      nextCheckAt: later(deadline),
    });
    expect(planAfterCheck(pending(61), { kind: "waiting" }, later(deadline), schedule)).toEqual({
      to: "expired",
      nextCheckAt: null,
    });
    const review = { status: "review", createdAt: placed, checksDone: 61 };
    expect(planAfterCheck(review, { kind: "waiting" }, later(deadline + 5), schedule)).toEqual({
      to: "expired",
      nextCheckAt: null,
    });
  });

  it("settles the order as soon as Paystack confirms, even on day two", () => {
    expect(planAfterCheck(pending(30), { kind: "paid" }, later(36 * 3600), schedule)).toEqual({
      to: "paid",
      nextCheckAt: null,
    });
  });

  it("puts a payment that does not match in review once, and stops checking it", () => {
    const verdict = { kind: "review" as const, reason: "amount differs" };
    expect(planAfterCheck(pending(1), verdict, later(60), schedule)).toEqual({ to: "review", nextCheckAt: null });
    expect(
      planAfterCheck({ status: "review", createdAt: placed, checksDone: 2 }, verdict, later(400), schedule),
    ).toEqual({ nextCheckAt: null });
  });
});
