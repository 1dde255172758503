import { describe, expect, it } from "vitest";
import { dayBlock, dayToShow, freeDays } from "./booking-days";

describe("the days to choose from", () => {
  // Lagos is UTC+1: 23:30 UTC on the 1st is 00:30 on the 2nd in Lagos.
  const starts = ["2026-12-01T09:00:00Z", "2026-12-01T10:15:00Z", "2026-12-01T23:30:00Z", "2026-12-03T09:00:00Z"];
  const days = freeDays(starts.map((s) => new Date(s)));

  it("are the Lagos days with a free time, each with how many", () => {
    expect(days).toEqual([
      { day: "2026-12-01", times: 2 },
      { day: "2026-12-02", times: 1 },
      { day: "2026-12-03", times: 1 },
    ]);
  });

  it("show the day asked for when it has times, else the first", () => {
    expect(dayToShow(days, "2026-12-03")).toBe("2026-12-03");
    expect(dayToShow(days, "2026-12-04")).toBe("2026-12-01");
    expect(dayToShow(days, undefined)).toBe("2026-12-01");
    expect(dayToShow([], "2026-12-01")).toBeUndefined();
  });

  it("come in blocks, with the way to the blocks before and after", () => {
    expect(dayBlock(days, "2026-12-01", 2)).toEqual({
      days: days.slice(0, 2),
      earlier: undefined,
      later: "2026-12-03",
    });
    expect(dayBlock(days, "2026-12-03", 2)).toEqual({ days: days.slice(2), earlier: "2026-12-01", later: undefined });
  });
});
