import { describe, expect, it } from "vitest";
import { lagosDayOf } from "~/lib/lagos-clock";
import { queuePlace, scheduleOf, withPlace, type QueueFacts, type WeekLoad } from "./queue";

const MONDAY = "2026-11-23";
const facts = (booked: WeekLoad[] = [], closed: string[] = []): QueueFacts => ({
  capacity: { weekly: 25, express: 5 },
  booked,
  closed: new Set(closed),
});

describe("the atelier's queue", () => {
  it("promises the week of the seventh working day while it has room", () => {
    expect(queuePlace(facts(), MONDAY, { pieces: 1, express: false })).toEqual({
      readyFrom: "2026-12-02",
      readyBy: "2026-12-04",
      week: "2026-11-30",
    });
  });

  it("promises the 26th order in a 25-piece week the next week", () => {
    const full = facts([{ week: "2026-11-30", pieces: 25, express: 0 }]);
    expect(queuePlace(full, MONDAY, { pieces: 1, express: false })).toEqual({
      readyFrom: "2026-12-07",
      readyBy: "2026-12-11",
      week: "2026-12-07",
    });
    const oneLeft = facts([{ week: "2026-11-30", pieces: 24, express: 0 }]);
    expect(queuePlace(oneLeft, MONDAY, { pieces: 1, express: false })?.week).toBe("2026-11-30");
    expect(queuePlace(oneLeft, MONDAY, { pieces: 2, express: false })?.week).toBe("2026-12-07");
  });

  it("counts weeks from Monday in Lagos, whatever the hour in UTC", () => {
    // Sunday 29 November 23:30 UTC is already Monday 30 November in Lagos.
    const today = lagosDayOf(new Date("2026-11-29T23:30:00Z"));
    expect(today).toBe("2026-11-30");
    expect(queuePlace(facts(), today, { pieces: 1, express: false })).toMatchObject({
      readyFrom: "2026-12-09",
      week: "2026-12-07",
    });
  });

  it("skips closed days, and a week closed whole", () => {
    const christmas = ["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25", "2027-01-01"];
    const place = queuePlace(facts([], christmas), "2026-12-10", { pieces: 1, express: false });
    // The seventh working day after Thursday 10 December: the week of the 21st is closed, so Monday 28.
    expect(place).toEqual({ readyFrom: "2026-12-28", readyBy: "2026-12-31", week: "2026-12-28" });
    const friday = queuePlace(facts([], ["2026-12-04"]), MONDAY, { pieces: 1, express: false });
    expect(friday?.readyBy).toBe("2026-12-03");
  });

  it("offers express only while an early enough week has express room", () => {
    expect(queuePlace(facts(), MONDAY, { pieces: 2, express: true })).toEqual({
      readyFrom: "2026-11-26",
      readyBy: "2026-11-27",
      week: "2026-11-23",
    });
    const expressTaken = facts([{ week: "2026-11-23", pieces: 5, express: 4 }]);
    // One express place left this week; next week is past express's five working days but for Monday.
    expect(queuePlace(expressTaken, MONDAY, { pieces: 1, express: true })?.week).toBe("2026-11-23");
    expect(queuePlace(expressTaken, MONDAY, { pieces: 2, express: true })).toEqual({
      readyFrom: "2026-11-30",
      readyBy: "2026-11-30",
      week: "2026-11-30",
    });
    const bothFull = facts([
      { week: "2026-11-23", pieces: 5, express: 5 },
      { week: "2026-11-30", pieces: 25, express: 0 },
    ]);
    expect(queuePlace(bothFull, MONDAY, { pieces: 1, express: true })).toBeNull();
    expect(scheduleOf(bothFull, MONDAY, 1, false).express).toBeNull();
  });

  it("never promises after the day it is needed before", () => {
    expect(queuePlace(facts(), MONDAY, { pieces: 1, express: false, until: "2026-12-03" })?.readyBy).toBe("2026-12-03");
    expect(queuePlace(facts(), MONDAY, { pieces: 1, express: false, until: "2026-12-01" })).toBeNull();
  });

  it("lets the slowest piece decide when ready-to-wear pieces come too", () => {
    const schedule = scheduleOf(facts([], ["2026-12-01"]), MONDAY, 1, true);
    expect(schedule.standard).toMatchObject({ readyFrom: "2026-12-03", readyBy: "2026-12-04" });
    expect(schedule.closed).toEqual(["2026-12-01"]);
    expect(scheduleOf(facts(), MONDAY, 0, true)).toMatchObject({
      standard: { readyFrom: "2026-11-25", readyBy: "2026-11-27" },
      express: null,
    });
  });

  it("counts an order's place into its week's load, a week not booked before in its order", () => {
    const booked = [
      { week: "2026-11-30", pieces: 3, express: 1 },
      { week: "2026-12-14", pieces: 1, express: 0 },
    ];
    expect(withPlace(booked, { week: "2026-11-30", pieces: 2, express: 2 })[0]).toEqual({
      week: "2026-11-30",
      pieces: 5,
      express: 3,
    });
    expect(withPlace(booked, { week: "2026-12-07", pieces: 1, express: 0 }).map((w) => w.week)).toEqual([
      "2026-11-30",
      "2026-12-07",
      "2026-12-14",
    ]);
  });
});
