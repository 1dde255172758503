import { describe, expect, it } from "vitest";
import { formatLagosDateTime } from "./lagos-time";

describe("formatLagosDateTime", () => {
  it("writes the Lagos date and 24-hour time", () => {
    expect(formatLagosDateTime("2026-11-24T13:05:00.000Z")).toBe("24 November 2026 at 14:05");
    expect(formatLagosDateTime("2026-01-02T23:30:00Z")).toBe("3 January 2026 at 00:30");
    expect(formatLagosDateTime("2026-12-31T23:00:00Z")).toBe("1 January 2027 at 00:00");
  });

  it("writes what Intl's en-NG long date and short time write, across a year in Lagos", () => {
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
