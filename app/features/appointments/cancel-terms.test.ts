import { describe, expect, it } from "vitest";
import { freeUntil, isFreeToChange } from "./cancel-terms";

const start = new Date("2026-01-06T09:00:00Z"); // Tue 6 Jan, 10:00 WAT
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);

describe("the cancellation cut-off", () => {
  it("ends the cut-off's hours before the start", () => {
    expect(freeUntil(start, 48)).toEqual(new Date("2026-01-04T09:00:00Z"));
    expect(freeUntil(start, 0)).toEqual(start);
  });

  it("is free up to and at the cut-off, not a minute after", () => {
    expect(isFreeToChange(start, 24, hoursBefore(30))).toBe(true);
    expect(isFreeToChange(start, 24, hoursBefore(24))).toBe(true);
    expect(isFreeToChange(start, 24, new Date(hoursBefore(24).getTime() + 60_000))).toBe(false);
    expect(isFreeToChange(start, 24, hoursBefore(2))).toBe(false);
  });

  it("with no cut-off, is free until the start itself", () => {
    expect(isFreeToChange(start, 0, hoursBefore(0.1))).toBe(true);
    expect(isFreeToChange(start, 0, new Date(start.getTime() + 1))).toBe(false);
  });
});
