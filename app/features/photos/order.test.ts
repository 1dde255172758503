import { describe, expect, it } from "vitest";
import { coverFirst, moved, sameOrder } from "./order";

describe("a product's order of photos", () => {
  it("moves a photo one place, and not past either end", () => {
    expect(moved([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, "up")).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, "down")).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 9, "up")).toEqual([1, 2, 3]);
  });

  it("makes a photo the cover, the others keeping their order", () => {
    expect(coverFirst([1, 2, 3, 4], 3)).toEqual([3, 1, 2, 4]);
    expect(coverFirst([1, 2], 9)).toEqual([1, 2]);
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
  });
});
