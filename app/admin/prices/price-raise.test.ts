import { describe, expect, it } from "vitest";
import { coral, orion } from "./test-price-files";
import { planRaise, raisedPrice, readPercent } from "./price-raise";

describe("raisedPrice", () => {
  it("rounds to the nearest ₦500", () => {
    expect(raisedPrice(25000, 10)).toBe(27500);
    expect(raisedPrice(35000, 10)).toBe(38500);
    expect(raisedPrice(260500, 10)).toBe(286500); // 286,550
    expect(raisedPrice(18000, 7)).toBe(19500); // 19,260
    expect(raisedPrice(160000, -15)).toBe(136000);
    expect(raisedPrice(370900, 3)).toBe(382000); // 382,027
  });

  it("rounds a half up, in whole numbers (no fraction creeps in)", () => {
    expect(raisedPrice(25000, 1)).toBe(25500); // 25,250 exactly
    expect(raisedPrice(25000, -1)).toBe(25000); // 24,750 exactly
    expect(raisedPrice(1100000, 33)).toBe(1463000);
    expect(raisedPrice(45000, 1)).toBe(45500); // 45,450
  });

  it("never goes below ₦500", () => {
    expect(raisedPrice(300, -50)).toBe(500);
    expect(raisedPrice(1, 10)).toBe(500);
  });
});

describe("readPercent", () => {
  it("takes a whole percentage as a phone may type it", () => {
    for (const [typed, percent] of [
      ["10", 10],
      ["+10", 10],
      ["10%", 10],
      [" 10 % ", 10],
      ["-5", -5],
      ["−5", -5],
      ["100", 100],
      ["-50", -50],
    ] as const)
      expect(readPercent(typed), typed).toEqual({ percent });
  });

  it("refuses what is not a whole number, 0 and what is beyond the bounds, in words", () => {
    const notWhole = "Type a whole percentage, like 10 to raise prices by 10%, or -10 to cut them by 10%.";
    for (const typed of ["", "ten", "7.5", "1e2", "--5"])
      expect(readPercent(typed), typed).toEqual({ error: notWhole });
    expect(readPercent("0")).toEqual({
      error: "A change of 0% changes nothing: type the percentage to raise by, like 10.",
    });
    const bounds = "Type a percentage from -50 to +100: a bigger change is best made product by product.";
    expect(readPercent("101")).toEqual({ error: bounds });
    expect(readPercent("-51")).toEqual({ error: bounds });
  });
});

describe("planRaise", () => {
  it("raises every product's price and struck-through price, to the nearest ₦500, leaving the stock", () => {
    const plan = planRaise([coral(), orion()], 10);
    expect(plan.changes).toEqual([
      {
        id: 37,
        name: "Coral Dress",
        row: null,
        version: 1,
        changes: { price: [25000, 27500] },
        prices: { price: 27500, originalPrice: null },
      },
      {
        id: 3,
        name: "Orion Dress",
        row: null,
        version: 4,
        changes: { price: [140000, 154000], originalPrice: [160000, 176000] },
        prices: { price: 154000, originalPrice: 176000 },
      },
    ]);
    expect(plan).toMatchObject({ problems: [], rows: 2, unchanged: 0 });
  });

  it("drops a struck-through price rounded to the price or below it, as the editor would refuse it", () => {
    const close = coral({ price: 25000, originalPrice: 25200 });
    const plan = planRaise([close], 10);
    expect(plan.changes[0]?.changes).toEqual({ price: [25000, 27500], originalPrice: [25200, null] });
    expect(plan.changes[0]?.prices).toEqual({ price: 27500, originalPrice: null });
  });

  it("counts a product whose price rounds back to itself as unchanged", () => {
    const plan = planRaise([coral({ price: 2000, originalPrice: 2000 })], 1); // ₦2,020
    expect(plan).toMatchObject({ changes: [], unchanged: 1 });
  });

  it("refuses a price beyond the most a price may be, naming the product", () => {
    const plan = planRaise([coral({ price: 99_000_000, originalPrice: 99_000_000 })], 10);
    expect(plan.problems).toEqual([
      {
        row: null,
        productId: 37,
        name: "Coral Dress",
        messages: ["Its price would pass ₦100,000,000, the most a price may be: change it on its page."],
      },
    ]);
  });
});
