import { describe, expect, it } from "vitest";
import { readParcelForm, readRatesForm, type RatesValues } from "./abroad-forms";

const typed: RatesValues = {
  "west-africa": "30000, 36000",
  africa: "38000 45500",
  "uk-europe": "₦45000, 54000, 63000",
  americas: "52000",
  world: "58000",
  surcharge: "27.5%",
};

describe("the rate table's form", () => {
  it("reads naira per half kilogram by zone and the surcharge", () => {
    expect(readRatesForm(typed)).toEqual({
      ok: true,
      table: {
        rates: {
          "west-africa": [30_000, 36_000],
          africa: [38_000, 45_500],
          "uk-europe": [45_000, 54_000, 63_000],
          americas: [52_000],
          world: [58_000],
        },
        surchargePercent: 27.5,
      },
    });
  });

  it("reads each rate as the owner types money (35k, ₦35000), and refuses what is not an amount in words", () => {
    expect(readRatesForm({ ...typed, americas: "35k, ₦35,000 ₦40,500,50000" })).toMatchObject({
      ok: true,
      table: { rates: { americas: [35_000, 35_000, 40_500, 50_000] } },
    });
    expect(readRatesForm({ ...typed, americas: "35000, abc" })).toEqual({
      ok: false,
      errors: { americas: '"abc" is not an amount: type it like ₦35,000 or 35k. Separate the rates with commas.' },
    });
  });

  it("refuses a missing zone rate, a zero, a falling table and a bad surcharge, each in words", () => {
    const read = readRatesForm({ ...typed, americas: "", africa: "38000, 0", world: "58000, 50000", surcharge: "-3" });
    expect(read).toEqual({
      ok: false,
      errors: {
        americas: "Write at least the rate for the first half kilogram, in naira.",
        africa: "Write each rate as whole naira above 0 (like 45000), separated by commas.",
        world: "Each half kilogram costs at least the one before: check the order of the rates.",
        surcharge: "Write the surcharge as a percentage from 0 to 300, like 27.5.",
      },
    });
  });
});

describe("a product's weight", () => {
  const parcel = { productId: "42", size: "M", grams: "850", lengthCm: "30", widthCm: "25", heightCm: "6" };
  const exists = (id: number) => id === 42;

  it("reads the weight and packed box for a size, or for every size", () => {
    expect(readParcelForm(parcel, exists)).toEqual({
      ok: true,
      parcel: { productId: 42, size: "M", grams: 850, lengthCm: 30, widthCm: 25, heightCm: 6 },
    });
    expect(readParcelForm({ ...parcel, size: "" }, exists)).toMatchObject({ ok: true, parcel: { size: "" } });
  });

  it("refuses a weight of 0, an unknown product or size, and a box out of bounds", () => {
    expect(readParcelForm({ ...parcel, productId: "7", size: "XXL", grams: "0", heightCm: "0" }, exists)).toEqual({
      ok: false,
      errors: {
        productId: "Choose the product.",
        size: "Choose a size, or every size.",
        grams: "Write the packed weight in whole grams above 0, like 850: a piece of no weight cannot be priced.",
        heightCm: "Height: whole centimetres from 1 to 300, as the piece is packed.",
      },
    });
  });
});
