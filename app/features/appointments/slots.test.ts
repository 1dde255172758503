import { describe, expect, it } from "vitest";
import { checkSlot, openSlots, type SlotFacts } from "./slots";
import { readDaySpans } from "./weekly-hours";
import { slotWords } from "./slot-words";
import { readTypeForm } from "./appointment-types";

// Monday 4 January 2027, 08:00 Lagos.
const now = new Date("2027-01-04T07:00:00Z");
const facts = (over: Partial<SlotFacts> = {}): SlotFacts => ({
  type: { minutes: 60, seats: 2, bufferMinutes: 15 },
  hours: [{ weekday: 2, from: 600, to: 780 }],
  closed: new Set(),
  taken: new Map(),
  now,
  days: 7,
  ...over,
});
const words = (f: SlotFacts) => openSlots(f).map((s) => slotWords(s.startsAt));

describe("slots", () => {
  it("start one length and buffer apart within her hours, ending inside the span", () => {
    expect(words(facts())).toEqual(["Tue 5 Jan, 10:00 WAT", "Tue 5 Jan, 11:15 WAT"]);
  });
  it("skip closed days and keep the notice from now", () => {
    expect(words(facts({ closed: new Set(["2027-01-05"]) }))).toEqual([]);
    expect(words(facts({ now: new Date("2027-01-04T22:00:00Z"), noticeHours: 12 }))).toEqual(["Tue 5 Jan, 11:15 WAT"]);
  });
  it("leave out a start whose seats are all taken, and count those left", () => {
    const at = new Date("2027-01-05T09:00:00Z").getTime();
    expect(openSlots(facts({ taken: new Map([[at, 1]]) }))[0]?.left).toBe(1);
    expect(words(facts({ taken: new Map([[at, 2]]) }))).toEqual(["Tue 5 Jan, 11:15 WAT"]);
  });
  it("refuse in words a past, closed, odd, too soon or full start", () => {
    const ten = new Date("2027-01-05T09:00:00Z");
    expect(checkSlot(facts(), new Date("2027-01-01T09:00:00Z"))).toMatchObject({
      error: "That time has passed: choose another.",
    });
    expect(checkSlot(facts({ closed: new Set(["2027-01-05"]) }), ten)).toMatchObject({
      error: expect.stringContaining("closed"),
    });
    expect(checkSlot(facts(), new Date(ten.getTime() + 30 * 60_000))).toMatchObject({
      error: expect.stringContaining("outside the hours"),
    });
    expect(checkSlot(facts({ noticeHours: 48 }), ten)).toMatchObject({ error: expect.stringContaining("too soon") });
    expect(checkSlot(facts({ taken: new Map([[ten.getTime(), 2]]) }), ten)).toMatchObject({
      error: expect.stringContaining("taken"),
    });
    expect(checkSlot(facts(), ten)).toMatchObject({ ok: true });
  });
});

describe("the owner's forms", () => {
  it("refuse overlapping spans and a span that ends before it starts", () => {
    expect(readDaySpans(1, "10:00-13:00, 12:00-17:00")).toEqual({
      ok: false,
      error: "10:00-13:00 and 12:00-17:00 overlap: make them one span or move one.",
    });
    expect(readDaySpans(1, "13:00-10:00")).toMatchObject({ ok: false, error: "13:00-10:00 ends before it starts." });
    expect(readDaySpans(1, "14:00-17:00, 10:00-13:00")).toMatchObject({
      ok: true,
      spans: [{ from: 600 }, { from: 840 }],
    });
    expect(readDaySpans(1, "")).toEqual({ ok: true, spans: [] });
  });
  it("refuse a length, seats or fee of 0 or below where not allowed", () => {
    const read = readTypeForm({
      name: "Fitting",
      minutes: "0",
      seats: "0",
      bufferMinutes: "-5",
      fee: "-1",
      cutoffHours: "24",
    });
    expect(read).toMatchObject({
      ok: false,
      errors: {
        minutes: "The length in minutes must be at least 5.",
        seats: "How many at once must be at least 1.",
        bufferMinutes: "The buffer in minutes cannot be negative.",
        fee: "The fee cannot be negative.",
      },
    });
    expect(
      readTypeForm({ name: "Fitting", minutes: "60", seats: "2", bufferMinutes: "15", fee: "", cutoffHours: "48" }),
    ).toMatchObject({
      ok: true,
      value: { fee: 0, seats: 2 },
    });
  });
});
