import { describe, expect, it } from "vitest";
import { abroadRegions, HOME_STATE_AREAS, nigeriaZones, pickup, portHarcourt, restOfRivers } from "~/config/delivery";
import { deliveryOptions, deliveryQuote } from "./places";

const methods = (country: string, state: string, area?: string) =>
  deliveryOptions(country, state, area).map((o) => `${o.method}:${o.zone}:${o.fee}`);

describe("delivery by place", () => {
  it("prices Rivers State by the area picked: the rider in the city's areas, the courier in the others", () => {
    for (const area of ["Port Harcourt", "Obio/Akpor"])
      expect(methods("NG", "Rivers", area)).toEqual([
        `pickup:atelier:${pickup.fee}`,
        `port-harcourt:port-harcourt:${portHarcourt.fee}`,
      ]);
    expect(methods("NG", "Rivers", "Bonny")).toEqual([
      `pickup:atelier:${pickup.fee}`,
      `rivers:rivers:${restOfRivers.fee}`,
    ]);
    expect(deliveryOptions("NG", "Rivers", "Bonny")[1]!.label).toBe(`${restOfRivers.label} (Bonny)`);
    expect(deliveryOptions("NG", "Rivers", "Obio/Akpor")[1]!.label).toBe(`${portHarcourt.label} (Obio/Akpor)`);
    expect(HOME_STATE_AREAS).toHaveLength(23);
    expect(pickup.fee).toBe(0);
  });

  it("offers pickup alone in Rivers State until an area of its list is picked: no zone is claimed", () => {
    for (const area of [undefined, "", "Bonny Island", "port harcourt"])
      expect(methods("NG", "Rivers", area), String(area)).toEqual([`pickup:atelier:${pickup.fee}`]);
    expect(deliveryQuote("NG", "Rivers", "port-harcourt", "Bonny")).toBeUndefined();
  });

  it("prices every other state and the FCT by its zone", () => {
    expect(methods("NG", "Lagos")).toEqual([
      "pickup:atelier:0",
      `nigeria:south-west:${nigeriaZones["south-west"].fee}`,
    ]);
    expect(methods("NG", "Abuja Federal Capital Territory")[1]).toBe(
      `nigeria:north-central:${nigeriaZones["north-central"].fee}`,
    );
    expect(methods("NG", "Kano")[1]).toBe(`nigeria:north-west:${nigeriaZones["north-west"].fee}`);
  });

  it("puts each of the 36 states and the FCT, Rivers aside, in exactly one zone", async () => {
    const { default: raw } = await import("~/features/checkout/region-data");
    const nigeria = (JSON.parse(raw) as { countryShortCode: string; regions: { name: string }[] }[]).find(
      (c) => c.countryShortCode === "NG",
    );
    const states = nigeria!.regions.map((r) => r.name).filter((s) => s !== "Rivers");
    const zoned = Object.values(nigeriaZones).flatMap((z) => z.states);
    expect(states).toHaveLength(36);
    expect([...zoned].sort()).toEqual([...states].sort());
  });

  it("prices abroad by region, with the rest of the world for any other country", () => {
    expect(methods("GB", "London")[1]).toBe(`abroad:uk-europe:${abroadRegions["uk-europe"].fee}`);
    expect(methods("GH", "Greater Accra")[1]).toBe(`abroad:west-africa:${abroadRegions["west-africa"].fee}`);
    expect(methods("KE", "Nairobi")[1]).toBe(`abroad:africa:${abroadRegions.africa.fee}`);
    expect(methods("US", "Texas")[1]).toBe(`abroad:americas:${abroadRegions.americas.fee}`);
    expect(methods("JP", "Tokyo")[1]).toBe(`abroad:world:${abroadRegions.world.fee}`);
  });

  it("has no country in two regions", () => {
    const codes = Object.values(abroadRegions).flatMap((r) => (r.countries ? r.countries.split(" ") : []));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain("NG");
  });

  it("offers pickup alone until the place is known", () => {
    expect(methods("", "")).toEqual(["pickup:atelier:0"]);
    expect(methods("NG", "")).toEqual(["pickup:atelier:0"]);
  });

  it("refuses a method that does not serve the place", () => {
    expect(deliveryQuote("NG", "Lagos", "port-harcourt")).toBeUndefined();
    expect(deliveryQuote("GB", "London", "nigeria")).toBeUndefined();
    expect(deliveryQuote("NG", "Rivers", "abroad")).toBeUndefined();
    expect(deliveryQuote("NG", "Rivers", "rivers", "Okrika")?.fee).toBe(restOfRivers.fee);
  });

  it("gives every method a delivery time", () => {
    for (const o of [
      ...deliveryOptions("NG", "Rivers", "Port Harcourt"),
      ...deliveryOptions("NG", "Rivers", "Bonny"),
      ...deliveryOptions("NG", "Lagos"),
      ...deliveryOptions("FR", ""),
    ]) {
      expect(o.days.min).toBeLessThanOrEqual(o.days.max);
    }
  });
});
