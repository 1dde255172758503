import { describe, expect, it } from "vitest";
import { changedProductIds } from "./records-diff";
import { seedRecords } from "./seed";

describe("changed products between two catalogues", () => {
  it("none between a catalogue and its copy", () => {
    expect(changedProductIds(seedRecords, structuredClone(seedRecords))).toEqual([]);
  });

  it("a changed, an added and a removed product, and the product of a new redirect", () => {
    const [first, second, ...rest] = seedRecords.products;
    const next = {
      ...seedRecords,
      products: [{ ...first!, price: 1 }, ...rest, { ...second!, id: 500 }],
      redirects: [...seedRecords.redirects, { path: "/naledi/old", productId: 7 }],
    };
    expect(changedProductIds(seedRecords, next).sort((a, b) => a - b)).toEqual([first!.id, second!.id, 7, 500]);
  });
});

describe("records read back in another key order", () => {
  it("are the same records", () => {
    const reordered = {
      ...seedRecords,
      products: seedRecords.products.map((p) => Object.fromEntries(Object.entries(p).reverse()) as typeof p),
    };
    expect(changedProductIds(seedRecords, reordered)).toEqual([]);
  });
});
