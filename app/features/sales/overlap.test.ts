import { describe, expect, it } from "vitest";
import { overlappingSales } from "./overlap";
import type { Sale } from "./sale";

const sale = (id: number, startsAt: string, endsAt: string): Sale => ({
  id,
  name: `Sale ${id}`,
  startsAt,
  endsAt,
  scope: { wholeShop: true, collections: [], productIds: [], excludedIds: [] },
  discount: { kind: "percent", percent: 10 },
});

describe("overlappingSales", () => {
  const bf = sale(1, "2026-11-26T23:00:00Z", "2026-11-30T23:00:00Z");
  const december = sale(2, "2026-11-30T23:00:00Z", "2026-12-31T23:00:00Z");

  it("finds no overlap where one ends as the other starts", () => {
    expect(overlappingSales(december, [bf, december])).toEqual([]);
  });

  it("names the sales in force during part of it, not itself", () => {
    const weekend = sale(3, "2026-11-28T00:00:00Z", "2026-12-02T00:00:00Z");
    expect(overlappingSales(weekend, [bf, december, weekend]).map((s) => s.id)).toEqual([1, 2]);
    expect(overlappingSales({ startsAt: weekend.startsAt, endsAt: weekend.endsAt }, [weekend])).toHaveLength(1);
  });
});
