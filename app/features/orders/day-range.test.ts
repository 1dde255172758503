import { describe, expect, it } from "vitest";
import { dayFilterOf, dayFilterTitle, dayListHref, parseDayRange } from "./day-range";

describe("the orders list's day filters", () => {
  it("reads a range, an open start and a single day", () => {
    expect(parseDayRange("2026-11-23..2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-26" });
    expect(parseDayRange("..2026-11-25")).toEqual({ from: null, to: "2026-11-25" });
    expect(parseDayRange("2026-11-26")).toEqual({ from: "2026-11-26", to: "2026-11-26" });
  });

  it("refuses what is not a range of days", () => {
    for (const bad of [
      null,
      "",
      "2026-11-26..",
      "2026-13-01",
      "2026-11-26..2026-11-23",
      "yesterday",
      "2026-11-26..2026-11-27x",
    ])
      expect(parseDayRange(bad)).toBeNull();
  });

  it("takes the first filter that parses, and writes it back as an address", () => {
    const f = dayFilterOf(new URLSearchParams("paid=nonsense&taken=2026-11-23..2026-11-26"));
    expect(f).toEqual({ filter: "taken", range: { from: "2026-11-23", to: "2026-11-26" } });
    expect(dayListHref(f!.filter, f!.range)).toBe("/admin/orders?taken=2026-11-23..2026-11-26");
    expect(dayListHref("make", { from: null, to: "2026-11-25" })).toBe("/admin/orders?make=..2026-11-25");
    expect(dayFilterOf(new URLSearchParams("stage=paid"))).toBeNull();
  });

  it("says what the list holds", () => {
    expect(dayFilterTitle("paid", { from: "2026-11-26", to: "2026-11-26" })).toBe("Orders paid on Thu 26 Nov");
    expect(dayFilterTitle("taken", { from: "2026-11-23", to: "2026-11-26" })).toBe(
      "Payments confirmed from Mon 23 Nov to Thu 26 Nov",
    );
    expect(dayFilterTitle("make", { from: null, to: "2026-11-25" })).toBe("Pieces to make, promised by Wed 25 Nov");
  });
});
