import { describe, expect, it } from "vitest";
import { homePeriods, weeksAhead } from "./periods";

describe("the home's periods", () => {
  it("counts weeks ahead from this week's Monday", () => {
    expect(weeksAhead("2026-11-27", 3)).toEqual(["2026-11-23", "2026-11-30", "2026-12-07"]);
  });

  it("compares today, this week and this month with the same stretch before", () => {
    // Friday 27 November 2026, 00:30 in Lagos (23:30 UTC the day before).
    const p = homePeriods(new Date("2026-11-26T23:30:00Z"));
    expect(p.today).toEqual({
      now: { from: "2026-11-27", to: "2026-11-27" },
      before: { from: "2026-11-26", to: "2026-11-26" },
    });
    expect(p.week).toEqual({
      now: { from: "2026-11-23", to: "2026-11-27" },
      before: { from: "2026-11-16", to: "2026-11-20" },
    });
    expect(p.month).toEqual({
      now: { from: "2026-11-01", to: "2026-11-27" },
      before: { from: "2026-10-01", to: "2026-10-27" },
    });
  });

  it("clamps last month's stretch to its last day, and a Monday's week is that one day", () => {
    const march = homePeriods(new Date("2026-03-31T12:00:00Z"));
    expect(march.month.before).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    const january = homePeriods(new Date("2027-01-04T10:00:00Z")); // a Monday
    expect(january.week).toEqual({
      now: { from: "2027-01-04", to: "2027-01-04" },
      before: { from: "2026-12-28", to: "2026-12-28" },
    });
    expect(january.month.before).toEqual({ from: "2026-12-01", to: "2026-12-04" });
  });
});
