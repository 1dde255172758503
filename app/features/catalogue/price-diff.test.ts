import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue";
import { pricesChanged } from "./price-diff";
import { seedRecords } from "./seed";

describe("pricesChanged", () => {
  const regular = buildCatalogue(seedRecords);

  it("names no product between two builds of the same records", () => {
    expect(pricesChanged(regular, buildCatalogue(seedRecords))).toEqual([]);
  });

  it("names exactly the products a sale re-prices", () => {
    const sales = new Map([
      [37, { price: 12_500, saleName: "Black Friday", badge: "Sale", endsAt: "2026-12-01T00:00:00.000Z" }],
    ]);
    const onSale = buildCatalogue(seedRecords, { sales });
    expect(pricesChanged(regular, onSale)).toEqual([37]);
    expect(pricesChanged(onSale, regular)).toEqual([37]);
  });

  it("names a product whose sale only ends at another time", () => {
    const at = (endsAt: string) =>
      buildCatalogue(seedRecords, { sales: new Map([[37, { price: 1, saleName: "S", badge: "Sale", endsAt }]]) });
    expect(pricesChanged(at("2026-12-01T00:00:00.000Z"), at("2026-12-02T00:00:00.000Z"))).toEqual([37]);
  });
});
