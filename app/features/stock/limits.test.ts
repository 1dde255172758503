import { describe, expect, it } from "vitest";
import { holdLimitRefusal, MAX_HELD_PIECES, MAX_PIECES_OF_A_SIZE } from "./limits";

const names = new Map([
  [37, "Coral Dress"],
  [38, "Mint Set"],
]);

describe("how many counted pieces a shopper may hold", () => {
  it("are 3 of one size, 10 in all", () => {
    expect([MAX_PIECES_OF_A_SIZE, MAX_HELD_PIECES]).toEqual([3, 10]);
  });

  it("lets an order hold up to 3 of a size", () => {
    expect(holdLimitRefusal([{ productId: 37, size: "M", quantity: 3 }], [], names)).toBeUndefined();
  });

  it("refuses more than 3 of a size in one order, naming the piece", () => {
    expect(holdLimitRefusal([{ productId: 37, size: "M", quantity: 4 }], [], names)).toBe(
      "An order can hold at most 3 pieces of one size: the Coral Dress in size M (it asks for 4). Lower the quantity and place the order again; for more, write to the shop. Nothing was charged.",
    );
  });

  it("counts what the shopper's other unpaid orders hold of the same size", () => {
    const before = [{ productId: 37, size: "M" as const, quantity: 2 }];
    expect(holdLimitRefusal([{ productId: 37, size: "M", quantity: 1 }], before, names)).toBeUndefined();
    expect(holdLimitRefusal([{ productId: 37, size: "L", quantity: 3 }], before, names)).toBeUndefined();
    expect(holdLimitRefusal([{ productId: 37, size: "M", quantity: 2 }], before, names)).toBe(
      "Orders awaiting payment from your connection or email address already hold 2 of the Coral Dress in size M, and together they can hold at most 3 pieces of one size. Pay for them, or let them lapse, then place this order again. Nothing was charged.",
    );
  });

  it("refuses an order that would take the shopper's held pieces past 10", () => {
    const before = [
      { productId: 37, size: "S" as const, quantity: 3 },
      { productId: 37, size: "M" as const, quantity: 3 },
      { productId: 37, size: "L" as const, quantity: 3 },
    ];
    expect(holdLimitRefusal([{ productId: 38, size: "M", quantity: 1 }], before, names)).toBeUndefined();
    expect(holdLimitRefusal([{ productId: 38, size: "M", quantity: 2 }], before, names)).toBe(
      "Orders awaiting payment from your connection or email address would hold 11 ready-to-wear pieces, and together they can hold at most 10. Pay for them, or order fewer pieces. Nothing was charged.",
    );
  });

  it("holds nothing back from an order of sizes not counted", () => {
    const before = Array.from({ length: 5 }, (_, i) => ({ productId: 100 + i, size: "M" as const, quantity: 3 }));
    expect(holdLimitRefusal([], before, names)).toBeUndefined();
  });
});
