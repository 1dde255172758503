import { describe, expect, it } from "vitest";
import { addRefusal, availabilityText, sizeAvailability } from "./availability";

describe("what a size shows", () => {
  it.each([
    [undefined, undefined],
    [0, "sold out"],
    [-1, "sold out"],
    [1, "only 1 left"],
    [3, "only 3 left"],
    [4, undefined],
    [40, undefined],
  ])("with %s pieces left: %s", (left, text) => {
    expect(availabilityText(sizeAvailability(left))).toBe(text);
  });

  it("calls a size not counted available, however it is sold (made to order, count not set)", () => {
    expect(sizeAvailability(undefined)).toEqual({ kind: "available" });
  });
});

describe("adding to the cart", () => {
  it("takes any quantity of a size not counted", () => {
    expect(addRefusal("M", undefined, 10, 40)).toBeUndefined();
  });

  it("takes up to what is left, counting what the cart already holds", () => {
    expect(addRefusal("M", 3, 0, 3)).toBeUndefined();
    expect(addRefusal("M", 3, 1, 2)).toBeUndefined();
    expect(addRefusal("M", 3, 0, 4)).toBe("Only 3 pieces left in size M.");
    expect(addRefusal("M", 1, 0, 2)).toBe("Only 1 piece left in size M.");
    expect(addRefusal("M", 3, 2, 2)).toBe("Only 3 pieces left in size M, and your cart already holds 2.");
  });

  it("refuses a sold-out size", () => {
    expect(addRefusal("XL", 0, 0, 1)).toBe("Size XL is sold out.");
  });
});
