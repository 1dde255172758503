import { describe, expect, it } from "vitest";
import { lagosDate, lagosDateTime, lagosInstant } from "./lagos-time";

describe("Lagos time", () => {
  it("puts Lagos midnight at 23:00 UTC the day before, in every month (no daylight saving)", () => {
    for (const month of ["01", "03", "06", "10", "12"])
      expect(lagosInstant(`2026-${month}-15T00:00`)!.toISOString()).toBe(`2026-${month}-14T23:00:00.000Z`);
  });

  it("reads the first minute of a year back as the same Lagos date and time", () => {
    const instant = lagosInstant("2027-01-01T00:00")!;
    expect(instant.toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(lagosDateTime(instant)).toBe("2027-01-01T00:00");
    expect(lagosDate(new Date("2026-12-31T22:59:59.999Z"))).toBe("2026-12-31");
    expect(lagosDate(new Date("2026-12-31T23:00:00.000Z"))).toBe("2027-01-01");
  });

  it("takes seconds when the field gives them", () => {
    const instant = lagosInstant("2026-11-27T00:00:30")!;
    expect(instant.toISOString()).toBe("2026-11-26T23:00:30.000Z");
    expect(lagosDateTime(instant)).toBe("2026-11-27T00:00:30");
    expect(lagosInstant("2026-11-27T00:00:60")).toBeUndefined();
  });

  it.each(["2026-02-30T00:00", "2026-13-01T00:00", "2026-11-27T24:00", "2026-11-27T10:60", "27/11/2026 10:00", ""])(
    "refuses %j",
    (text) => expect(lagosInstant(text)).toBeUndefined(),
  );
});
