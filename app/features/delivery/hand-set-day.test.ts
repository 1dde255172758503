import { describe, expect, it } from "vitest";
import { handSetDayProblem } from "./hand-set-day";

const closed = [{ day: "2026-12-25", kind: "holiday" as const, reason: "Christmas Day" }];

describe("a ready day set by hand", () => {
  it("takes a working day from today on", () => {
    expect(handSetDayProblem("2026-11-27", "2026-11-27", closed)).toBeNull();
    expect(handSetDayProblem("2026-12-24", "2026-11-27", closed)).toBeNull();
  });

  it("refuses, in words, a day gone, a closed day, a weekend or no date", () => {
    expect(handSetDayProblem("2026-11-26", "2026-11-27", closed)).toBe(
      "That day has passed: choose a day from today on.",
    );
    expect(handSetDayProblem("2026-12-25", "2026-11-27", closed)).toBe(
      "The atelier is closed on Friday 25 December 2026 (Christmas Day): choose a working day.",
    );
    expect(handSetDayProblem("2026-11-28", "2026-11-27", closed)).toBe(
      "Saturday 28 November 2026 is a weekend day: choose a working day.",
    );
    expect(handSetDayProblem("soon", "2026-11-27", closed)).toContain("as a date");
  });
});
