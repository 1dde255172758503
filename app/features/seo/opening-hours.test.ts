import { describe, expect, it } from "vitest";
import { daysLabel, hoursLabel, openingHours } from "./opening-hours";

describe("opening hours", () => {
  it("read exactly as the contact page lists them; Sunday is not listed", () => {
    expect(openingHours.map((row) => [daysLabel(row.days), hoursLabel(row)])).toEqual([
      ["Mon, Tue, Thu, Fri", "9:30am-6pm WAT"],
      ["Wed", "11am-6pm WAT"],
      ["Sat", "10am-4:30pm WAT"],
    ]);
    expect(openingHours.flatMap((row) => row.days)).not.toContain("Sunday");
  });

  it("write noon and midnight the twelve-hour way", () => {
    expect(hoursLabel({ opens: "00:00", closes: "12:15" })).toBe("12am-12:15pm WAT");
  });
});
