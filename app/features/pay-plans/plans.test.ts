import { describe, expect, it } from "vitest";
import { nairaMoney, nairaUnits } from "~/features/currency";
import { cancelWords, partLines, planSchedule, readPlanTerms, type PlanTerms } from ".";

const GOWN = nairaMoney(900_000);
const TERMS: PlanTerms = { firstPercent: 40, parts: 3, anchor: "event", fee: 0, cancel: { kind: "credit" } };
const anchors = { "ready-by": "2027-01-10", "final-fitting": "2027-01-20", event: "2027-01-30" };

describe("a plan's parts", () => {
  it("splits a ₦900,000 gown 40/30/30, the last part the day before the event", () => {
    const made = planSchedule(TERMS, GOWN, "2026-11-29", anchors);
    expect(made.ok && made.plan.parts).toEqual([
      { amount: nairaUnits(360_000), dueDay: "2026-11-29" },
      { amount: nairaUnits(270_000), dueDay: "2026-12-30" },
      { amount: nairaUnits(270_000), dueDay: "2027-01-29" },
    ]);
    expect(made.ok && made.plan.cutShare).toBe(nairaUnits(360_000));
    expect(partLines(made.ok ? made.plan.parts : [], "NGN", "2026-11-29")).toEqual([
      "First part ₦360,000 today",
      "Second part ₦270,000 by Wednesday 30 December 2026",
      "Third part ₦270,000 by Friday 29 January 2027",
    ]);
  });

  it("adds the fee to the first part, and the parts always add up to the total and fee", () => {
    for (const parts of [2, 3, 4, 5, 6])
      for (const total of [1, 7, 999_999, 1_234_567]) {
        const made = planSchedule(
          { ...TERMS, parts, fee: nairaUnits(5_000) },
          nairaMoney(total),
          "2026-11-29",
          anchors,
        );
        if (!made.ok) throw new Error(made.reason);
        expect(made.plan.parts.reduce((s, p) => s + p.amount, 0)).toBe(nairaUnits(total + 5_000));
        expect(made.plan.parts.every((p) => p.dueDay < anchors.event)).toBe(true);
        expect(made.plan.parts.every((p) => p.amount % 100 === 0)).toBe(true);
      }
  });

  it("refuses a day not set, or too near for so many parts", () => {
    expect(
      planSchedule({ ...TERMS, anchor: "final-fitting" }, GOWN, "2026-11-29", { ...anchors, "final-fitting": null }),
    ).toMatchObject({ ok: false, reason: "This order has no date for the final fitting to run the plan up to." });
    expect(planSchedule({ ...TERMS, parts: 6 }, GOWN, "2026-11-29", { ...anchors, event: "2026-12-03" })).toMatchObject(
      {
        ok: false,
        reason: "The event is too near for 6 parts: choose fewer parts or another date.",
      },
    );
  });
});

describe("the owner's terms", () => {
  const fields = (f: Record<string, string>) => (name: string) => f[name] ?? "";

  it("reads a plan and its cancelling terms", () => {
    expect(
      readPlanTerms(
        fields({
          "plan-first": "40",
          "plan-parts": "3",
          "plan-anchor": "event",
          "plan-fee": "2,000",
          "plan-cancel": "refund",
          "plan-cancel-fee": "20k",
        }),
      ),
    ).toEqual({
      ok: true,
      terms: {
        firstPercent: 40,
        parts: 3,
        anchor: "event",
        fee: nairaUnits(2_000),
        cancel: { kind: "refund", fee: nairaUnits(20_000) },
      },
    });
  });

  it("refuses a first part or parts out of bounds, in words", () => {
    const read = readPlanTerms(
      fields({ "plan-first": "80", "plan-parts": "7", "plan-anchor": "moon", "plan-fee": "abc" }),
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        "plan-first": "Write the first part as a whole percent from 30 to 75.",
        "plan-parts": "Choose from 2 to 6 parts.",
        "plan-anchor": "Choose the ready-by day, the final fitting or the event.",
        "plan-fee": "Write the plan fee in naira, or leave it empty for none.",
      },
    });
  });

  it("says what cancelling returns", () => {
    expect(cancelWords({ kind: "refund", fee: nairaUnits(20_000) }, "NGN")).toBe(
      "If the order is cancelled, what you paid is refunded less a ₦20,000 fee.",
    );
  });
});
