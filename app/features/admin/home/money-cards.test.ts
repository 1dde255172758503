import { describe, expect, it } from "vitest";
import type { ComparedMoney } from "./figures";
import { changeText } from "./money-cards";

const money = (now: number, before: number, change: number | null): ComparedMoney => ({
  period: { from: "2026-11-26", to: "2026-11-26" },
  now: { takings: now, taken: now, returned: 0, paidOrders: 1, averageOrder: now },
  before: { takings: before, taken: before, returned: 0, paidOrders: 1, averageOrder: before },
  change,
});

describe("a period's change in words", () => {
  it("gives the sign and the percentage against the period before", () => {
    expect(changeText(money(120, 100, 20), "yesterday")).toBe("+20% against yesterday");
    expect(changeText(money(50, 100, -50), "the same days last week")).toBe("−50% against the same days last week");
    expect(changeText(money(100, 100, 0), "yesterday")).toBe("±0% against yesterday");
  });

  it("names what there was before when nothing was", () => {
    expect(changeText(money(120, 0, null), "yesterday")).toBe("₦0 yesterday");
    expect(changeText(money(120, 0, null), "the same days last month")).toBe("₦0 on the same days last month");
  });
});
