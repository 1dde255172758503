import { describe, expect, it } from "vitest";
import type { ProductFacts } from "~/features/catalogue";
import { priceChanges, repriceAt } from "./price-changes";
import { factsOf } from "./test-fixtures";

const [zoya, orion] = factsOf(51, 1) as [ProductFacts, ProductFacts];
const sale = { name: "Black Friday", badge: "Sale", endsAt: "2026-11-30T23:00:00.000Z" };
const known = (...facts: Array<ProductFacts | [number, null]>) =>
  new Map(facts.map((f) => (Array.isArray(f) ? f : [f.id, f])));

describe("priceChanges", () => {
  it("names a sale that started, with the price before and now", () => {
    const onSale = { ...zoya, price: zoya.price / 2, sale };
    expect(priceChanges(known(zoya, orion), [onSale, orion])).toEqual([
      { productId: zoya.id, name: zoya.name, from: zoya.price, to: zoya.price / 2, sale: "Black Friday" },
    ]);
  });

  it("names a sale that ended", () => {
    const onSale = { ...zoya, price: zoya.price / 2, sale };
    expect(priceChanges(known(onSale), [zoya])).toEqual([
      { productId: zoya.id, name: zoya.name, from: zoya.price / 2, to: zoya.price, endedSale: "Black Friday" },
    ]);
  });

  it("names both when one sale gave way to another", () => {
    const december = { ...zoya, price: 30000, sale: { name: "December", badge: "Sale", endsAt: sale.endsAt } };
    const bf = { ...zoya, price: 20000, sale };
    expect(priceChanges(known(bf), [december])).toEqual([
      { productId: zoya.id, name: zoya.name, from: 20000, to: 30000, sale: "December", endedSale: "Black Friday" },
    ]);
  });

  it("says nothing of a price that did not move, nor of a product the page knew nothing of", () => {
    expect(priceChanges(known(zoya), [zoya])).toEqual([]);
    expect(priceChanges(known([zoya.id, null]), [{ ...zoya, price: 1 }])).toEqual([]);
    expect(priceChanges(known(), [zoya])).toEqual([]);
  });
});

describe("repriceAt", () => {
  it("is never when no sale is due", () => {
    expect(repriceAt(null, 1000, 0)).toBeNull();
    expect(repriceAt(undefined, 1000, 0)).toBeNull();
  });

  it("is when the prices stop holding, spread a little, and never sooner than a second", () => {
    expect(repriceAt(60_000, 1000, 500)).toBe(61_500);
    expect(repriceAt(0, 1000, 0)).toBe(2000);
  });
});
