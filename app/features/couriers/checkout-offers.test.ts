import { describe, expect, it } from "vitest";
import { etaDays, offerLabel, offersToShow } from "./checkout-offers";

describe("the couriers' offers at the checkout", () => {
  it("reads a courier's days in its own words", () => {
    expect(etaDays("2-3 days")).toEqual({ min: 2, max: 3 });
    expect(etaDays("Within 3 to 5 working days")).toEqual({ min: 3, max: 5 });
    expect(etaDays("Next day")).toEqual({ min: 1, max: 1 });
    expect(etaDays("Within 24 hours")).toEqual({ min: 1, max: 1 });
    expect(etaDays("Same day delivery")).toEqual({ min: 0, max: 0 });
    expect(etaDays("48 hours")).toEqual({ min: 2, max: 2 });
    expect(etaDays("Call for details")).toBeUndefined();
  });

  it("offers the cheapest and the fastest, once when they are the same courier, the fee rounded up", () => {
    const rate = (serviceCode: string, costKobo: number, eta: string) => ({
      serviceCode,
      courierName: serviceCode.toUpperCase(),
      costKobo,
      eta,
    });
    const q = "a".repeat(32);
    expect(offersToShow(q, [rate("slow", 300_050, "3-5 days"), rate("fast", 900_000, "Next day")])).toEqual([
      { id: `${q}.slow`, courier: "SLOW", fee: 3_001, days: { min: 3, max: 5 }, kinds: ["cheapest"] },
      { id: `${q}.fast`, courier: "FAST", fee: 9_000, days: { min: 1, max: 1 }, kinds: ["fastest"] },
    ]);
    // Equally fast: the cheaper is the fastest; an unreadable date is never offered.
    const both = offersToShow(q, [rate("a", 500_000, "2 days"), rate("b", 400_000, "2 days"), rate("c", 1, "soon")]);
    expect(both.map((o) => [o.courier, o.kinds])).toEqual([["B", ["cheapest", "fastest"]]]);
    expect(offerLabel(both[0]!)).toBe("Courier: B (cheapest and fastest)");
    expect(offersToShow(q, [])).toEqual([]);
  });
});
