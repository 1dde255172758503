import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dollarCents, piecePrice, pricedInDollars, quoteInDollars, type DollarTerms } from "./dollar-prices";
import type { Quote } from "~/features/delivery";

const terms: DollarTerms = { nairaPerDollar: 1500, own: { 7: 4_500 } };
const blouse = { id: 12, price: 35_000, listPrice: 35_000 };
const dress = { id: 7, price: 60_000, listPrice: 60_000 };

describe("dollar prices", () => {
  it("converts naira at her rate rounded up to the whole dollar, in cents", () => {
    expect(dollarCents(45_000, terms)).toBe(3_000);
    expect(dollarCents(45_001, terms)).toBe(3_100);
    expect(dollarCents(0, terms)).toBe(0);
  });

  it("never charges less than the naira at her rate, and never a dollar more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 1, max: 100_000 }), (naira, rate) => {
        const cents = dollarCents(naira, { nairaPerDollar: rate });
        expect(cents % 100).toBe(0);
        expect((cents / 100) * rate).toBeGreaterThanOrEqual(naira);
        expect((cents / 100 - 1) * rate).toBeLessThan(naira);
      }),
    );
  });

  it("takes her own dollar price over the rate's, and a sale off it in the naira sale's proportion", () => {
    expect(piecePrice(dress, terms)).toEqual({ price: 4_500, list: 4_500, own: true });
    const sale = { name: "Flash", badge: "20% off", endsAt: "2026-12-01T00:00:00Z" };
    expect(piecePrice({ ...dress, price: 48_000, sale }, terms)).toEqual({ price: 3_600, list: 4_500, own: true });
    // A struck-through price outside a sale: hers is what it sells for, the struck one in proportion.
    expect(piecePrice({ ...dress, listPrice: 90_000 }, terms)).toEqual({ price: 4_500, list: 6_800, own: true });
    expect(piecePrice(blouse, terms)).toEqual({ price: 2_400, list: 2_400, own: false });
  });

  it("prices an order's lines, delivery and express in cents, the total their sum", () => {
    const priced = {
      items: [
        { productId: 12, quantity: 2, unitPrice: 35_000, lineTotal: 70_000 },
        { productId: 7, quantity: 1, unitPrice: 48_000, lineTotal: 48_000, listPrice: 60_000 },
      ],
      delivery: { fee: 52_000, expressFee: 10_500, label: "DHL" },
      total: 70_000 + 48_000 + 52_000 + 10_500,
    };
    const sale = { name: "Flash", badge: "20% off", endsAt: "2026-12-01T00:00:00Z" };
    const lookup = (id: number) => [blouse, { ...dress, price: 48_000, sale }].find((p) => p.id === id);
    const usd = pricedInDollars(priced, terms, lookup);
    expect(usd.items.map((i) => [i.unitPrice, i.lineTotal, i.listPrice])).toEqual([
      [2_400, 4_800, undefined],
      [3_600, 3_600, 4_500],
    ]);
    expect(usd.delivery).toEqual({ fee: 3_500, expressFee: 700, label: "DHL" });
    expect(usd.total).toBe(4_800 + 3_600 + 3_500 + 700);
  });

  it("shows the checkout the same figures the order is placed at", () => {
    const option = {
      method: "abroad" as const,
      zone: "uk-europe",
      label: "DHL",
      fee: 52_000,
      days: { min: 3, max: 5 },
    };
    const quote = {
      options: [option],
      delivery: option,
      itemsTotal: 70_000,
      deliveryFee: 52_000,
      expressFee: 0,
      total: 122_000,
    } as unknown as Quote;
    const usd = quoteInDollars(quote, [{ product: blouse, quantity: 2 }], terms);
    expect([usd.itemsTotal, usd.deliveryFee, usd.delivery?.fee, usd.options[0]?.fee, usd.total]).toEqual([
      4_800, 3_500, 3_500, 3_500, 8_300,
    ]);
  });
});
