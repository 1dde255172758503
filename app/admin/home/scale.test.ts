import { describe, expect, it } from "vitest";
import { linearScale, niceCeiling, shortNumber } from "./scale";

describe("the charts' scale", () => {
  it("rounds the top up to 1, 2 or 5 times a power of ten", () => {
    expect([0, -3, 0.3, 1, 3, 7, 10, 11, 48_000, 50_000, 50_001, 1_250_000].map(niceCeiling)).toEqual([
      1, 1, 0.5, 1, 5, 10, 10, 20, 50_000, 50_000, 100_000, 2_000_000,
    ]);
  });

  it("maps 0 to 0 and the top to the full size, clamping what lies outside", () => {
    const s = linearScale([30, 120, 75], 100);
    expect(s.top).toBe(200);
    expect(s.at(0)).toBe(0);
    expect(s.at(50)).toBe(25);
    expect(s.at(200)).toBe(100);
    expect(s.at(-10)).toBe(0);
    expect(s.at(999)).toBe(100);
    expect(s.ticks).toEqual([0, 100, 200]);
  });

  it("draws nothing tall when every value is 0", () => {
    const s = linearScale([0, 0], 80);
    expect(s.top).toBe(1);
    expect(s.at(0)).toBe(0);
  });

  it("writes axis numbers short", () => {
    expect([0, 500, 1500, 12_000, 2_500_000, -3000].map(shortNumber)).toEqual([
      "0",
      "500",
      "1.5k",
      "12k",
      "2.5M",
      "-3k",
    ]);
  });
});
