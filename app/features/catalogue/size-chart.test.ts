import { describe, expect, it } from "vitest";
import { cmToInches, sizeChart } from "./size-chart";

describe("size chart", () => {
  it("lists every size from XS to 3XL in order", () => {
    expect(sizeChart.map((r) => r.size)).toEqual(["XS", "S", "M", "L", "XL", "2XL", "3XL"]);
  });

  it("grows with every size", () => {
    for (let i = 1; i < sizeChart.length; i++) {
      const [a, b] = [sizeChart[i - 1]!, sizeChart[i]!];
      expect(b.cm.bust).toBeGreaterThan(a.cm.bust);
      expect(b.cm.waist).toBeGreaterThan(a.cm.waist);
      expect(b.cm.hip).toBeGreaterThan(a.cm.hip);
    }
  });

  it("converts centimetres to the nearest half inch", () => {
    expect(cmToInches(80)).toBe(31.5);
    expect(cmToInches(62)).toBe(24.5);
    expect(cmToInches(94)).toBe(37);
    expect(cmToInches(2.54)).toBe(1);
  });

  it("gives every row its inches from its centimetres", () => {
    for (const row of sizeChart) {
      expect(row.inches).toEqual({
        bust: cmToInches(row.cm.bust),
        waist: cmToInches(row.cm.waist),
        hip: cmToInches(row.cm.hip),
      });
    }
  });
});
