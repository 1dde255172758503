import { describe, expect, it } from "vitest";
import { comparedMoney, type ComparedMoney } from "./figures";
import { averageText, changeText, dollarChangeText, nairaAndDollars, testOrdersText } from "./money-cards";
import { homePeriods, sameTimeYesterday } from "./periods";

const money = (now: number, before: number, change: number | null, byThisTime = false): ComparedMoney => ({
  period: { from: "2026-11-26", to: "2026-11-26" },
  now: { takings: now, taken: now, returned: 0, paidOrders: 1, averageOrder: now },
  before: { takings: before },
  byThisTime,
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

describe("today against yesterday up to the same time of day", () => {
  // Friday 27 November 2026, 01:30 in Lagos (00:30 UTC).
  const at0130 = new Date("2026-11-27T00:30:00Z");
  // Yesterday took 80,000 in all, 20,000 of it by 01:30; today has taken nothing yet.
  const days = [{ day: "2026-11-26", taken: 80_000, returned: 0, paidOrders: 2, paidValue: 80_000 }];

  it("takes yesterday up to this Lagos minute", () => {
    expect(sameTimeYesterday(at0130)).toEqual({ day: "2026-11-26", minute: 90 });
    expect(sameTimeYesterday(new Date("2026-11-26T23:05:00Z"))).toEqual({ day: "2026-11-26", minute: 5 });
  });

  it("compares with yesterday by this hour, not yesterday's whole day", () => {
    const today = comparedMoney(days, homePeriods(at0130).today, 20_000);
    expect(today.before.takings).toBe(20_000);
    expect(today.change).toBe(-100);
    expect(changeText(today, "yesterday")).toBe("−100% against yesterday by this hour");
    const later = comparedMoney(
      [...days, { day: "2026-11-27", taken: 30_000, returned: 0, paidOrders: 1, paidValue: 30_000 }],
      homePeriods(at0130).today,
      20_000,
    );
    expect(changeText(later, "yesterday")).toBe("+50% against yesterday by this hour");
  });

  it("gives no percentage when yesterday had taken nothing by this hour", () => {
    const today = comparedMoney(days, homePeriods(at0130).today, 0);
    expect(today.change).toBeNull();
    expect(changeText(today, "yesterday")).toBe("Nothing yesterday by this hour");
    expect(changeText(today, "yesterday")).not.toMatch(/%|∞/);
  });
});

describe("the test orders' line", () => {
  it("says test orders are not counted, with today's and this month's", () => {
    expect(testOrdersText({ today: 2, month: 7 })).toBe(
      "Test orders are not counted here: 2 test orders today, 7 this month.",
    );
    expect(testOrdersText({ today: 0, month: 1 })).toBe(
      "Test orders are not counted here: no test order today, 1 this month.",
    );
  });
});

describe("the dollars beside the naira", () => {
  it("writes naira alone, or naira then dollars, never their sum", () => {
    expect(nairaAndDollars(45_000_000)).toBe("₦450,000");
    expect(nairaAndDollars(45_000_000, 124_000)).toBe("₦450,000 · $1,240.00");
    expect(nairaAndDollars(0, 12_050)).toBe("₦0 · $120.50");
  });

  it("gives the dollars their own change and average, and none without dollars", () => {
    const m = {
      ...money(12_000_000, 10_000_000, 20),
      dollars: {
        now: { takings: 12_050, taken: 12_050, returned: 0, paidOrders: 1, averageOrder: 12_050 },
        before: { takings: 0 },
        change: null,
      },
    };
    expect(dollarChangeText(m, "yesterday")).toBe("In dollars: $0.00 yesterday");
    expect(dollarChangeText({ ...m, byThisTime: true }, "yesterday")).toBe(
      "In dollars: nothing yesterday by this hour",
    );
    expect(averageText(m)).toBe("₦120,000 · $120.50");
    expect(dollarChangeText(money(120, 100, 20), "yesterday")).toBeNull();
    expect(averageText(money(12_000, 10_000, 20))).toBe("₦120");
  });
});
