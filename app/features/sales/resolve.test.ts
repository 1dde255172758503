import { describe, expect, it } from "vitest";
import { nextPriceChange, salePricesAt, type SaleableProduct } from "./resolve";
import type { Sale } from "./sale";

const dress: SaleableProduct = { id: 1, collection: "naledi", price: 25_000, comboPart: false };
const blouse: SaleableProduct = { id: 2, collection: "genesis", price: 18_000, comboPart: false };
const comboPart: SaleableProduct = { id: 59, collection: "bubble-girl", price: 35_000, comboPart: true };
const products = [dress, blouse, comboPart];

const sale = (over: Partial<Sale> = {}): Sale => ({
  id: 1,
  name: "Black Friday",
  startsAt: "2026-11-26T23:00:00.000Z",
  endsAt: "2026-11-30T23:00:00.000Z",
  scope: { wholeShop: true, collections: [], productIds: [], excludedIds: [] },
  discount: { kind: "percent", percent: 50 },
  ...over,
});
const at = (iso: string) => Date.parse(iso);

describe("salePricesAt", () => {
  it("gives no sale prices with no sale", () => {
    expect(salePricesAt(products, [], at("2026-11-28T12:00:00Z")).size).toBe(0);
  });

  it("is in force from its first millisecond and not at its end", () => {
    const sales = [sale()];
    expect(salePricesAt(products, sales, at("2026-11-26T22:59:59.999Z")).size).toBe(0);
    expect(salePricesAt(products, sales, at("2026-11-26T23:00:00.000Z")).get(1)).toEqual({
      price: 12_500,
      saleName: "Black Friday",
      badge: "50% off",
      endsAt: "2026-11-30T23:00:00.000Z",
    });
    expect(salePricesAt(products, sales, at("2026-11-30T22:59:59.999Z")).get(1)?.price).toBe(12_500);
    expect(salePricesAt(products, sales, at("2026-11-30T23:00:00.000Z")).size).toBe(0);
  });

  it("leaves combo parts out of a whole-shop or collection sale, and prices them when named", () => {
    const time = at("2026-11-28T12:00:00Z");
    expect(salePricesAt(products, [sale()], time).has(59)).toBe(false);
    const collection = sale({
      scope: { wholeShop: false, collections: ["bubble-girl"], productIds: [], excludedIds: [] },
    });
    expect(salePricesAt(products, [collection], time).size).toBe(0);
    const named = sale({ scope: { wholeShop: true, collections: [], productIds: [59], excludedIds: [] } });
    expect(salePricesAt(products, [named], time).get(59)?.price).toBe(17_500);
  });

  it("covers only its collections and products, minus its exclusions", () => {
    const scoped = sale({ scope: { wholeShop: false, collections: ["naledi"], productIds: [2], excludedIds: [1] } });
    const prices = salePricesAt(products, [scoped], at("2026-11-28T12:00:00Z"));
    expect([...prices.keys()]).toEqual([2]);
  });

  it("takes the lowest price where sales overlap, and names that sale", () => {
    const december = sale({ id: 2, name: "December", discount: { kind: "percent", percent: 30 } });
    const special = sale({ id: 3, name: "Special", discount: { kind: "prices", prices: { 2: 5_000, 1: 20_000 } } });
    const prices = salePricesAt(products, [december, sale(), special], at("2026-11-28T12:00:00Z"));
    expect(prices.get(1)).toMatchObject({ price: 12_500, saleName: "Black Friday" });
    expect(prices.get(2)).toMatchObject({ price: 5_000, saleName: "Special" });
  });

  it("rounds a percentage to the whole naira, and ignores a sale price not below the regular one", () => {
    const third = sale({ discount: { kind: "percent", percent: 33 } });
    expect(salePricesAt([{ ...dress, price: 25_001 }], [third], at("2026-11-28T12:00:00Z")).get(1)?.price).toBe(16_751);
    const higher = sale({ discount: { kind: "prices", prices: { 1: 25_000, 2: 30_000 } } });
    expect(salePricesAt(products, [higher], at("2026-11-28T12:00:00Z")).size).toBe(0);
  });
});

describe("nextPriceChange", () => {
  const sales = [sale(), sale({ id: 2, startsAt: "2026-11-30T23:00:00.000Z", endsAt: "2026-12-31T23:00:00.000Z" })];

  it("is the next start or end after the instant", () => {
    expect(nextPriceChange(sales, at("2026-11-25T00:00:00Z"))).toBe(at("2026-11-26T23:00:00Z"));
    expect(nextPriceChange(sales, at("2026-11-26T23:00:00Z"))).toBe(at("2026-11-30T23:00:00Z"));
    expect(nextPriceChange(sales, at("2026-12-05T00:00:00Z"))).toBe(at("2026-12-31T23:00:00Z"));
  });

  it("is null when every sale has ended", () => {
    expect(nextPriceChange(sales, at("2027-01-01T00:00:00Z"))).toBeNull();
    expect(nextPriceChange([], 0)).toBeNull();
  });
});
