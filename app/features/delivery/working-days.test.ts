import { describe, expect, it } from "vitest";
import { addWorkingDays, isIsoDate, isWorkingDay } from "./working-days";

describe("working days", () => {
  it("counts from the next working day and skips weekends", () => {
    // Monday 23 November 2026
    expect(addWorkingDays("2026-11-23", 1)).toBe("2026-11-24");
    expect(addWorkingDays("2026-11-23", 5)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-23", 7)).toBe("2026-12-02");
    expect(addWorkingDays("2026-11-23", 14)).toBe("2026-12-11");
  });

  it("starts a weekend order on Monday", () => {
    expect(addWorkingDays("2026-11-27", 1)).toBe("2026-11-30"); // Friday
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30"); // Saturday
    expect(addWorkingDays("2026-11-29", 1)).toBe("2026-11-30"); // Sunday
  });

  it("adds nothing for zero days, and crosses months and years", () => {
    expect(addWorkingDays("2026-11-28", 0)).toBe("2026-11-28");
    expect(addWorkingDays("2026-12-30", 3)).toBe("2027-01-04");
  });

  it("skips the atelier's closed days as it skips weekends", () => {
    const closed = new Set(["2026-12-25", "2027-01-01"]);
    // Thursday 24 December: Christmas (Friday) and the weekend are skipped, so is New Year's Day.
    expect(addWorkingDays("2026-12-24", 1, closed)).toBe("2026-12-28");
    expect(addWorkingDays("2026-12-30", 3, closed)).toBe("2027-01-05");
    expect([isWorkingDay("2026-12-24", closed), isWorkingDay("2026-12-25", closed)]).toEqual([true, false]);
  });

  it("accepts real calendar days only", () => {
    expect(isIsoDate("2026-12-11")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("11/12/2026")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });
});
