import { describe, expect, it } from "vitest";
import { pickupDayOf, pickupDays } from "./pickup-day";

describe("the courier's pickup day", () => {
  it("is today to six days on, Sundays left out", () => {
    // Saturday 28 November 2026.
    expect(pickupDays("2026-11-28")).toEqual([
      "2026-11-28",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    expect(pickupDayOf("2026-12-04", "2026-11-28")).toEqual({ ok: true, day: "2026-12-04" });
  });

  it("refuses a Sunday, a day gone, one too far and what is not a date, in words", () => {
    for (const posted of ["2026-11-29", "2026-11-27", "2026-12-05", "soon", ""])
      expect(pickupDayOf(posted, "2026-11-28")).toMatchObject({ ok: false, message: expect.any(String) });
  });
});
