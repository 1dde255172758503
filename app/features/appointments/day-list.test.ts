import { describe, expect, it } from "vitest";
import { daysOfWeek, weekFrom } from "./day-list";

const at = (iso: string) => ({ startsAt: iso });

describe("the owner's week as a list of days", () => {
  it("puts each appointment under its Lagos day, every day present, today marked", () => {
    const week = daysOfWeek("2026-11-29", "2026-11-30", [
      at("2026-11-29T09:00:00.000Z"),
      // 23:30 UTC on the 29th is 00:30 on the 30th in Lagos.
      at("2026-11-29T23:30:00.000Z"),
      at("2026-11-30T14:00:00.000Z"),
      at("2026-12-05T10:00:00.000Z"),
      // After the week: left out.
      at("2026-12-06T10:00:00.000Z"),
    ]);
    expect(week.map((d) => d.day)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(week.map((d) => d.lines.length)).toEqual([1, 2, 0, 0, 0, 0, 1]);
    expect(week[1]!.lines.map((l) => l.startsAt)).toEqual(["2026-11-29T23:30:00.000Z", "2026-11-30T14:00:00.000Z"]);
    expect(week.filter((d) => d.today).map((d) => d.day)).toEqual(["2026-11-30"]);
  });

  it("opens on today unless a real day is asked for", () => {
    expect(weekFrom(null, "2026-11-29")).toBe("2026-11-29");
    expect(weekFrom("2026-12-06", "2026-11-29")).toBe("2026-12-06");
    expect(weekFrom("2026-02-30", "2026-11-29")).toBe("2026-11-29");
    expect(weekFrom("next week", "2026-11-29")).toBe("2026-11-29");
  });
});
