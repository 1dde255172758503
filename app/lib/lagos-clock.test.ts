import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  formatDateAndTime,
  formatDay,
  formatDayAndTime,
  formatShortDate,
  formatShortDateTime,
  formatShortWeekday,
  formatTimeOfDay,
  formatWeekdayDateTime,
  instantOfLagosTime,
  lagosCsvDateTime,
  lagosDateTimeOf,
  lagosDayOf,
  lagosHourOf,
  lagosIsoMinute,
  lagosMidnight,
  lastLagosDayBefore,
  monthStart,
  weekStart,
  weekdayOf,
} from "./lagos-clock";

/** Every 7 hours and 13 minutes through 2026 and 2028 (a leap year): all months, hours and minutes. */
const twoYears = [2026, 2028].flatMap((year) => {
  const instants: Date[] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += (7 * 60 + 13) * 60 * 1000)
    instants.push(new Date(t));
  return instants;
});

describe("Lagos days", () => {
  it("turns at midnight in Lagos, 23:00 UTC", () => {
    expect(lagosDayOf(new Date("2026-11-26T22:59:59.999Z"))).toBe("2026-11-26");
    expect(lagosDayOf(new Date("2026-11-26T23:00:00Z"))).toBe("2026-11-27");
    expect(lagosDayOf(new Date("2026-12-08T22:59:59Z"))).toBe("2026-12-08");
    expect(lagosDayOf(new Date("2026-12-08T23:00:00Z"))).toBe("2026-12-09");
    expect(lagosDayOf(new Date("2026-12-31T22:59:59.999Z"))).toBe("2026-12-31");
    expect(lagosDayOf(new Date("2026-12-31T23:00:00.000Z"))).toBe("2027-01-01");
  });

  it("begins a day at 23:00 UTC the day before, in every month (no daylight saving)", () => {
    for (const month of ["01", "03", "06", "10", "12"])
      expect(lagosMidnight(`2026-${month}-15`).toISOString()).toBe(`2026-${month}-14T23:00:00.000Z`);
  });

  it("takes the last day before an end that excludes itself", () => {
    expect(lastLagosDayBefore(new Date("2026-11-30T23:00:00.000Z"))).toBe("2026-11-30");
    expect(lastLagosDayBefore(new Date("2026-12-01T11:00:00.000Z"))).toBe("2026-12-01");
    expect(lastLagosDayBefore(new Date("2026-12-01T23:30:00.000Z"))).toBe("2026-12-02");
  });

  it("starts a week on Monday, Sunday belonging to the week before", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // its Sunday
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    expect(weekStart("2027-01-01")).toBe("2026-12-28"); // across a year
    // Sunday 23:30 UTC is already Monday in Lagos: a new week.
    expect(weekStart(lagosDayOf(new Date("2026-11-29T23:30:00Z")))).toBe("2026-11-30");
  });

  it("counts days across months and leap years", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(monthStart("2026-11-27")).toBe("2026-11-01");
    expect(daysBetween("2026-11-29", "2026-12-02")).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
  });

  it("counts days and weekdays as the calendar does, by arithmetic alone", () => {
    const instant = fc.date({
      min: new Date("1900-01-01T00:00Z"),
      max: new Date("2999-12-31T00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.integer({ min: -800, max: 800 }), (at, n) => {
        const day = at.toISOString().slice(0, 10);
        const later = new Date(Date.parse(`${day}T00:00Z`) + n * 86_400_000);
        expect(addDays(day, n)).toBe(later.toISOString().slice(0, 10));
        expect(weekdayOf(day)).toBe(new Date(`${day}T00:00Z`).getUTCDay());
      }),
    );
  });
});

describe("Lagos dates and times", () => {
  it("puts Lagos midnight at 23:00 UTC the day before, in every month (no daylight saving)", () => {
    for (const month of ["01", "03", "06", "10", "12"])
      expect(instantOfLagosTime(`2026-${month}-15T00:00`)!.toISOString()).toBe(`2026-${month}-14T23:00:00.000Z`);
  });

  it("reads the first minute of a year back as the same Lagos date and time", () => {
    const instant = instantOfLagosTime("2027-01-01T00:00")!;
    expect(instant.toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(lagosDateTimeOf(instant)).toBe("2027-01-01T00:00");
  });

  it("takes seconds when the field gives them", () => {
    const instant = instantOfLagosTime("2026-11-27T00:00:30")!;
    expect(instant.toISOString()).toBe("2026-11-26T23:00:30.000Z");
    expect(lagosDateTimeOf(instant)).toBe("2026-11-27T00:00:30");
    expect(instantOfLagosTime("2026-11-27T00:00:60")).toBeUndefined();
  });

  it.each(["2026-02-30T00:00", "2026-13-01T00:00", "2026-11-27T24:00", "2026-11-27T10:60", "27/11/2026 10:00", ""])(
    "refuses %j",
    (text) => expect(instantOfLagosTime(text)).toBeUndefined(),
  );

  it("reads the hour of day with its minutes and seconds", () => {
    expect(lagosHourOf(new Date("2026-12-08T08:00:00Z"))).toBe(9);
    expect(lagosHourOf(new Date("2026-12-08T13:30:00Z"))).toBe(14.5);
    expect(lagosHourOf(new Date("2026-12-08T23:30:00Z"))).toBe(0.5);
  });

  it("writes the machine texts: a CSV cell and ISO 8601 with the offset", () => {
    expect(lagosCsvDateTime(new Date("2026-11-26T23:05:00Z"))).toBe("2026-11-27 00:05");
    expect(lagosIsoMinute(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01T00:30+01:00");
  });
});

describe("the words of dates", () => {
  it("writes a day in full", () => {
    expect(formatDay("2026-12-11")).toBe("Friday 11 December 2026");
  });

  it("writes a Lagos day and time with its weekday, and its seconds only when it has some", () => {
    expect(formatDayAndTime("2026-11-26T23:00:00.000Z")).toBe("Friday 27 November 2026 at 00:00");
    expect(formatDayAndTime("2026-11-30T23:00:00.000Z")).toBe("Tuesday 1 December 2026 at 00:00");
    expect(formatDayAndTime("2026-12-31T22:59:59.000Z")).toBe("Thursday 31 December 2026 at 23:59:59");
    expect(formatDayAndTime("2026-12-31T23:00:00.000Z")).toBe("Friday 1 January 2027 at 00:00");
  });

  it("writes the Lagos date and 24-hour time", () => {
    expect(formatDateAndTime("2026-11-24T13:05:00.000Z")).toBe("24 November 2026 at 14:05");
    expect(formatDateAndTime("2026-01-02T23:30:00Z")).toBe("3 January 2026 at 00:30");
    expect(formatDateAndTime("2026-12-31T23:00:00Z")).toBe("1 January 2027 at 00:00");
  });

  it("writes what Intl's en-NG long date and short time write, through two years in Lagos", () => {
    const intl = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeStyle: "short", timeZone: "Africa/Lagos" });
    for (const at of twoYears) expect(formatDateAndTime(at.toISOString())).toBe(intl.format(at));
  });

  it("writes the owner's short forms", () => {
    expect(formatShortDateTime("2026-11-25T13:05:00Z")).toBe("25 Nov 2026, 14:05");
    expect(formatTimeOfDay("2026-11-25T13:30:00Z")).toBe("14:30");
    expect(formatWeekdayDateTime(new Date("2026-12-15T13:05:00Z"))).toBe("Tuesday 15 December at 14:05");
    expect(formatShortDate("2026-11-27")).toBe("27 Nov");
    expect(formatShortWeekday("2026-11-27")).toBe("Fri");
  });

  it("writes what Intl writes in Africa/Lagos, through two years", () => {
    const lagos = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "Africa/Lagos" });
    const medium = lagos({ dateStyle: "medium", timeStyle: "short" });
    const time = lagos({ timeStyle: "short" });
    const long = lagos({ weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });
    const full = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" });
    for (const at of twoYears) {
      expect(formatShortDateTime(at)).toBe(medium.format(at));
      expect(formatTimeOfDay(at)).toBe(time.format(at));
      expect(formatWeekdayDateTime(at)).toBe(long.format(at));
      const day = at.toISOString().slice(0, 10);
      expect(formatDay(day)).toBe(full.format(new Date(`${day}T00:00:00Z`)).replace(",", ""));
    }
  });
});
