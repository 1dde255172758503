import { describe, expect, it } from "vitest";
import { addWorkingDays, formatDay, formatLagosDateTime, isIsoDate, todayInLagos } from "./working-days";

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

  it("takes today in Port Harcourt (UTC+1), not the server's zone", () => {
    expect(todayInLagos(new Date("2026-11-23T22:59:00Z"))).toBe("2026-11-23");
    expect(todayInLagos(new Date("2026-11-23T23:00:00Z"))).toBe("2026-11-24");
  });

  it("accepts real calendar days only", () => {
    expect(isIsoDate("2026-12-11")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("11/12/2026")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  it("writes a day in full", () => {
    expect(formatDay("2026-12-11")).toBe("Friday 11 December 2026");
  });
});

describe("formatLagosDateTime", () => {
  it("writes the Lagos date and 24-hour time", () => {
    expect(formatLagosDateTime("2026-11-24T13:05:00.000Z")).toBe("24 November 2026 at 14:05");
    expect(formatLagosDateTime("2026-01-02T23:30:00Z")).toBe("3 January 2026 at 00:30");
    expect(formatLagosDateTime("2026-12-31T23:00:00Z")).toBe("1 January 2027 at 00:00");
  });

  it("writes what Intl's en-NG long date and short time write, through two years in Lagos", () => {
    const intl = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeStyle: "short", timeZone: "Africa/Lagos" });
    // Every 7 hours and 13 minutes through 2026 and 2028 (a leap year): all months, hours and minutes.
    for (const year of [2026, 2028]) {
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += (7 * 60 + 13) * 60 * 1000) {
        const iso = new Date(t).toISOString();
        expect(formatLagosDateTime(iso)).toBe(intl.format(new Date(t)));
      }
    }
  });
});
