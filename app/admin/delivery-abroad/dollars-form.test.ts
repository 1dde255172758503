import { describe, expect, it } from "vitest";
import { dollarPriceList, readDollarsForm } from "./dollars-form";

describe("the dollars form", () => {
  it("reads her rate as whole naira, with or without ₦ and commas, and the tick", () => {
    expect(readDollarsForm({ allowed: "on", rate: "₦1,550" })).toEqual({
      ok: true,
      setting: { allowed: true, nairaPerDollar: 1_550 },
    });
    expect(readDollarsForm({ allowed: "", rate: "1600" })).toMatchObject({ setting: { allowed: false } });
    for (const rate of ["35k", "₦35,000"])
      expect(readDollarsForm({ allowed: "on", rate })).toMatchObject({ setting: { nairaPerDollar: 35_000 } });
    expect(readDollarsForm({ allowed: "on", rate: "1.5k" })).toMatchObject({ setting: { nairaPerDollar: 1_500 } });
  });

  it("refuses a rate of 0 or one past 100000, and what is not naira, in words", () => {
    for (const rate of ["0", "100001", "150k"])
      expect(readDollarsForm({ allowed: "on", rate })).toEqual({
        ok: false,
        errors: { rate: "Write the naira to one US dollar as a whole number from 1 to 100000, like 1550." },
      });
    expect(readDollarsForm({ allowed: "on", rate: "abc" })).toEqual({
      ok: false,
      errors: { rate: '"abc" is not an amount: type it like ₦35,000 or 35k.' },
    });
    expect(readDollarsForm({ allowed: "on", rate: "1550.5" })).toMatchObject({
      errors: { rate: "Naira are whole here: type it like ₦35,000 or 35k." },
    });
  });

  it("lists each product's dollars as the checkout charges them, hers marked apart from the rate's", () => {
    const products = [
      { id: 1, name: "Zoya Dress", price: 45_000, listPrice: 45_000 },
      { id: 2, name: "Coral Dress", price: 25_000, listPrice: 25_000 },
    ];
    expect(dollarPriceList(products, { nairaPerDollar: 1_500, own: { 2: 1_999 } })).toEqual([
      { id: 1, name: "Zoya Dress", naira: 45_000, cents: 3_000, own: false },
      { id: 2, name: "Coral Dress", naira: 25_000, cents: 1_999, own: true },
    ]);
  });
});
