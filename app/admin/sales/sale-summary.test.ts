import { describe, expect, it } from "vitest";
import type { Sale } from "~/features/sales";
import { discountSummary, groupSales, overlapWarning, saleStatus, scopeSummary } from "./sale-summary";

const wholeShop = { wholeShop: true, collections: [], productIds: [], excludedIds: [] };
const sale = (id: number, name: string, startsAt: string, endsAt: string): Sale => ({
  id,
  name,
  startsAt,
  endsAt,
  scope: wholeShop,
  discount: { kind: "percent", percent: 10 },
});

const bf = sale(1, "Black Friday", "2026-11-26T23:00:00.000Z", "2026-11-30T23:00:00.000Z");
const december = sale(2, "December", "2026-11-30T23:00:00.000Z", "2026-12-31T23:00:00.000Z");
const weekend = sale(3, "Weekend", "2026-11-29T23:00:00.000Z", "2026-12-01T23:00:00.000Z");

describe("the overlap warning", () => {
  it("names each sale in force at some same time, with its Lagos dates, and says the lowest price wins", () => {
    expect(overlapWarning(weekend, [bf, december, weekend])).toEqual({
      heading: "This sale overlaps 2 other sales",
      lines: [
        "Black Friday: Friday 27 November 2026 at 00:00 to Tuesday 1 December 2026 at 00:00 (Lagos time)",
        "December: Tuesday 1 December 2026 at 00:00 to Friday 1 January 2027 at 00:00 (Lagos time)",
      ],
      rule: "Where they cover a product, the lowest price wins. Change the dates if that is not what you want.",
    });
    expect(overlapWarning(bf, [bf, weekend])).toMatchObject({
      heading: "This sale overlaps another sale",
      rule: expect.stringMatching(/^Where both cover a product, the lowest price wins/),
    });
  });

  it("is none where one sale ends as the next begins", () => {
    expect(overlapWarning(december, [bf, december])).toBeNull();
    expect(overlapWarning(bf, [])).toBeNull();
  });
});

describe("the sales list", () => {
  it("tells a sale on from one to come and one over, from its first millisecond to its end", () => {
    expect(saleStatus(bf, new Date("2026-11-26T22:59:59.999Z"))).toBe("upcoming");
    expect(saleStatus(bf, new Date("2026-11-26T23:00:00.000Z"))).toBe("on");
    expect(saleStatus(bf, new Date("2026-11-30T23:00:00.000Z"))).toBe("ended");
  });

  it("lists those on by their end, those to come by their start, and those ended in the last 60 days latest first", () => {
    const old = sale(4, "Easter", "2026-04-01T00:00:00.000Z", "2026-04-05T00:00:00.000Z");
    const autumn = sale(5, "Autumn", "2026-10-01T00:00:00.000Z", "2026-10-05T00:00:00.000Z");
    const flash = sale(6, "Flash", "2026-11-20T00:00:00.000Z", "2026-11-21T00:00:00.000Z");
    const groups = groupSales([bf, december, weekend, old, autumn, flash], new Date("2026-11-30T12:00:00.000Z"));
    expect(groups.on.map((s) => s.name)).toEqual(["Black Friday", "Weekend"]);
    expect(groups.upcoming.map((s) => s.name)).toEqual(["December"]);
    expect(groups.ended.map((s) => s.name)).toEqual(["Flash", "Autumn"]);
  });

  it("says what a sale covers and takes off in a few words", () => {
    const name = (slug: string) => ({ naledi: "Naledi", genesis: "Genesis" })[slug] ?? slug;
    expect(scopeSummary(wholeShop, name)).toBe("The whole shop");
    expect(scopeSummary({ ...wholeShop, productIds: [59, 60], excludedIds: [1] }, name)).toBe(
      "The whole shop, and 2 products added · 1 left out",
    );
    expect(
      scopeSummary({ wholeShop: false, collections: ["naledi", "genesis"], productIds: [], excludedIds: [] }, name),
    ).toBe("Naledi and Genesis");
    expect(scopeSummary({ wholeShop: false, collections: [], productIds: [37], excludedIds: [] }, name)).toBe(
      "1 product",
    );
    expect(discountSummary({ kind: "percent", percent: 30 })).toBe("30% off");
    expect(discountSummary({ kind: "prices", prices: { 1: 10, 2: 20 } })).toBe("Sale prices for 2 products");
    expect(discountSummary({ kind: "prices", prices: { 1: 10 } })).toBe("A sale price for 1 product");
  });
});
