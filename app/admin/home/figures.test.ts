import { describe, expect, it } from "vitest";
import {
  bestPieces,
  comparedMoney,
  dailyTakings,
  dollarOrdersPaid,
  dueThisWeek,
  loadByWeek,
  MADE_TO_MEASURE_KEY,
  periodMoney,
  salesByCollection,
  sizesSold,
  type DayMoney,
} from "./figures";

const day = (d: string, taken: number, returned = 0, paidOrders = 0, paidValue = 0): DayMoney => ({
  day: d,
  taken,
  returned,
  paidOrders,
  paidValue,
});

describe("the home's figures", () => {
  const days = [
    day("2026-11-16", 50_000, 0, 1, 50_000),
    day("2026-11-17", 30_000, 10_000, 1, 40_000),
    day("2026-11-23", 100_000, 0, 2, 120_000),
    day("2026-11-25", 20_000, 5_000, 1, 20_000),
  ];

  it("sums takings less what went back, and averages the orders paid", () => {
    expect(periodMoney(days, { from: "2026-11-23", to: "2026-11-26" })).toEqual({
      takings: 115_000,
      taken: 120_000,
      returned: 5_000,
      paidOrders: 3,
      averageOrder: 46_667,
    });
    expect(periodMoney(days, { from: "2026-11-26", to: "2026-11-26" })).toEqual({
      takings: 0,
      taken: 0,
      returned: 0,
      paidOrders: 0,
      averageOrder: 0,
    });
  });

  it("compares with the period before in whole percent, and not at all from nothing", () => {
    const week = comparedMoney(days, {
      now: { from: "2026-11-23", to: "2026-11-26" },
      before: { from: "2026-11-16", to: "2026-11-19" },
    });
    expect(week.period).toEqual({ from: "2026-11-23", to: "2026-11-26" });
    expect(week.before.takings).toBe(70_000);
    expect(week.change).toBe(64); // 115,000 against 70,000
    const fromNothing = comparedMoney(days, {
      now: { from: "2026-11-25", to: "2026-11-25" },
      before: { from: "2026-11-24", to: "2026-11-24" },
    });
    expect(fromNothing.change).toBeNull();
  });

  it("fills the days without money with 0, a day of refunds below 0", () => {
    expect(dailyTakings([day("2026-11-24", 0, 8_000), day("2026-11-26", 9_000)], "2026-11-24", "2026-11-26")).toEqual([
      { day: "2026-11-24", takings: -8_000 },
      { day: "2026-11-25", takings: 0 },
      { day: "2026-11-26", takings: 9_000 },
    ]);
  });

  it("adds up sales by collection and names the best pieces", () => {
    const collections = [
      { collection: "naledi", naira: 120_000 },
      { collection: "genesis", naira: 65_000 },
      { collection: "", naira: 7_000 },
      { collection: "gone", naira: 3_000 },
      { collection: "mysthique", naira: 0 },
      { collection: MADE_TO_MEASURE_KEY, naira: 85_000 },
      { collection: "gift cards", naira: 25_000 },
    ];
    const names: Record<string, string> = { naledi: "Naledi", genesis: "Genesis", mysthique: "Mysthique" };
    expect(salesByCollection(collections, (slug) => names[slug])).toEqual([
      { label: "Naledi", value: 120_000 },
      { label: "Made to measure", value: 85_000 },
      { label: "Genesis", value: 65_000 },
      { label: "Gift cards", value: 25_000 },
      { label: "Other", value: 10_000 },
    ]);
    const products: Record<number, string> = { 1: "Orion Dress", 3: "Tote" };
    expect(
      bestPieces(
        [
          { productId: 1, pieces: 4 },
          { productId: 3, pieces: 5 },
          { productId: 9, pieces: 4 },
        ],
        (id) => products[id],
      ),
    ).toEqual([
      { productId: 3, label: "Tote", value: 5 },
      { productId: 1, label: "Orion Dress", value: 4 },
      { productId: 9, label: "Product 9", value: 4 },
    ]);
  });

  it("lists sizes in the shop's order with those sold out now", () => {
    const sold = [
      { size: "M", pieces: 5 },
      { size: "", pieces: 5 },
      { size: "S", pieces: 1 },
      { size: "L", pieces: 1 },
    ];
    expect(
      sizesSold(
        sold,
        [
          { productId: 1, size: "XL" },
          { productId: 2, size: "XL" },
          { productId: 1, size: "M" },
        ],
        ["XS", "S", "M", "L", "XL"],
      ),
    ).toEqual([
      { label: "S", value: 1, soldOut: 0 },
      { label: "M", value: 5, soldOut: 1 },
      { label: "L", value: 1, soldOut: 0 },
      { label: "XL", value: 0, soldOut: 2 },
    ]);
  });

  it("spreads the pieces to make over this week's days and the weeks ahead", () => {
    const ready = [
      { day: "2026-11-27", pieces: 2, orders: 1 },
      { day: "2026-11-29", pieces: 3, orders: 2 },
      { day: "2026-12-01", pieces: 4, orders: 1 },
    ];
    expect(dueThisWeek(ready, "2026-11-27")).toEqual([
      { day: "2026-11-27", pieces: 2, orders: 1 },
      { day: "2026-11-28", pieces: 0, orders: 0 },
      { day: "2026-11-29", pieces: 3, orders: 2 },
    ]);
    expect(loadByWeek(ready, ["2026-11-23", "2026-11-30", "2026-12-07"])).toEqual([
      { week: "2026-11-23", pieces: 5 },
      { week: "2026-11-30", pieces: 4 },
      { week: "2026-12-07", pieces: 0 },
    ]);
  });
});

describe("the home's figures in each currency", () => {
  const usd = (d: string, taken: number, returned = 0, paidOrders = 0, paidValue = 0): DayMoney => ({
    ...day(d, taken, returned, paidOrders, paidValue),
    currency: "USD",
  });
  // Naira and cents on the same days: 20,000 naira and $150.00 on the 25th.
  const days = [
    day("2026-11-24", 30_000, 0, 1, 30_000),
    usd("2026-11-24", 10_000, 0, 1, 10_000),
    day("2026-11-25", 20_000, 0, 1, 20_000),
    usd("2026-11-25", 15_000, 2_050, 1, 15_000),
  ];
  const today = { now: { from: "2026-11-25", to: "2026-11-25" }, before: { from: "2026-11-24", to: "2026-11-24" } };

  it("sums each currency alone: naira unless asked, never a cent in them", () => {
    expect(periodMoney(days, today.now)).toEqual({
      takings: 20_000,
      taken: 20_000,
      returned: 0,
      paidOrders: 1,
      averageOrder: 20_000,
    });
    expect(periodMoney(days, today.now, "USD")).toEqual({
      takings: 12_950,
      taken: 15_000,
      returned: 2_050,
      paidOrders: 1,
      averageOrder: 15_000,
    });
  });

  it("compares the dollars with the dollars before, beside the naira", () => {
    const m = comparedMoney(days, today);
    expect(m.now.takings).toBe(20_000);
    expect(m.change).toBe(-33); // 20,000 against 30,000
    expect(m.dollars).toEqual({
      now: { takings: 12_950, taken: 15_000, returned: 2_050, paidOrders: 1, averageOrder: 15_000 },
      before: { takings: 10_000 },
      change: 30,
    });
    // Up to this time of day, each currency's own figure before.
    const byNow = comparedMoney(days, today, 5_000, 0);
    expect(byNow.before.takings).toBe(5_000);
    expect(byNow.dollars?.before.takings).toBe(0);
    expect(byNow.dollars?.change).toBeNull();
  });

  it("has no dollars when neither period had any", () => {
    const naira = days.filter((d) => d.currency === undefined);
    expect(comparedMoney(naira, today).dollars).toBeUndefined();
    expect(comparedMoney(naira, today, 5_000, 0).dollars).toBeUndefined();
    expect(dailyTakings(naira, "2026-11-25", "2026-11-25")).toEqual([{ day: "2026-11-25", takings: 20_000 }]);
    expect(dollarOrdersPaid(naira, "2026-11-24", "2026-11-25")).toBe(false);
  });

  it("gives a day's dollars beside its naira, and says when dollar orders were paid", () => {
    expect(dailyTakings(days, "2026-11-24", "2026-11-26")).toEqual([
      { day: "2026-11-24", takings: 30_000, dollars: 10_000 },
      { day: "2026-11-25", takings: 20_000, dollars: 12_950 },
      { day: "2026-11-26", takings: 0 },
    ]);
    expect(dollarOrdersPaid(days, "2026-11-25", "2026-11-25")).toBe(true);
    expect(dollarOrdersPaid(days, "2026-11-26", "2026-11-26")).toBe(false);
  });
});
