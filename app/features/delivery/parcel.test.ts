import { describe, expect, it } from "vitest";
import { abroadFees, chargeableHalfKilos, parcelFee, zoneOfCountry, type AbroadRates } from "./parcel";
import { deliveryOptions } from "./places";

const dress = { grams: 800, lengthCm: 30, widthCm: 25, heightCm: 5 }; // volumetric 0.75 kg
const gown = { grams: 1200, lengthCm: 50, widthCm: 40, heightCm: 15 }; // volumetric 6 kg

const table = (rates: readonly number[], surchargePercent = 0): AbroadRates => ({
  rates: { "west-africa": rates, africa: rates, "uk-europe": rates, americas: rates, world: rates },
  surchargePercent,
});

describe("chargeable weight", () => {
  it("takes the actual weight when the parcel is dense, rounded up to the next half kilogram", () => {
    expect(chargeableHalfKilos([{ size: dress, quantity: 1 }])).toBe(2); // 0.8 kg → 1 kg
    expect(chargeableHalfKilos([{ size: dress, quantity: 3 }])).toBe(5); // 2.4 kg → 2.5 kg
  });

  it("takes the volumetric weight when the box is large and light", () => {
    expect(chargeableHalfKilos([{ size: gown, quantity: 1 }])).toBe(12); // 30000 cm³ / 5000 = 6 kg
    expect(
      chargeableHalfKilos([
        { size: gown, quantity: 1 },
        { size: dress, quantity: 1 },
      ]),
    ).toBe(14); // 6.75 kg
  });

  it("charges at least half a kilogram and refuses a piece of no weight or size", () => {
    expect(chargeableHalfKilos([{ size: { grams: 50, lengthCm: 5, widthCm: 5, heightCm: 1 }, quantity: 1 }])).toBe(1);
    expect(chargeableHalfKilos([{ size: { ...dress, grams: 0 }, quantity: 1 }])).toBeUndefined();
    expect(chargeableHalfKilos([{ size: { ...dress, heightCm: 0 }, quantity: 1 }])).toBeUndefined();
  });
});

describe("a parcel's fee", () => {
  it("reads the rate of its half kilograms and adds the surcharge, rounded up to ₦100", () => {
    expect(parcelFee(1, [45_000, 54_000], 0)).toBe(45_000);
    expect(parcelFee(2, [45_000, 54_000], 20)).toBe(64_800);
    expect(parcelFee(1, [45_010], 0)).toBe(45_100);
    expect(parcelFee(1, [45_000], 12.5)).toBe(50_700); // 50 625 → 50 700
  });

  it("has no fee past the table's heaviest rate", () => {
    expect(parcelFee(3, [45_000, 54_000], 20)).toBeUndefined();
  });
});

describe("zones", () => {
  it("places a country in its DHL zone, an unlisted one in the rest of the world", () => {
    expect(zoneOfCountry("GB")).toBe("uk-europe");
    expect(zoneOfCountry("US")).toBe("americas");
    expect(zoneOfCountry("GH")).toBe("west-africa");
    expect(zoneOfCountry("JP")).toBe("world");
  });

  it("offers delivery abroad at the parcel's fee, its weight in the label, and pickup alone when refused", () => {
    const fees = abroadFees([{ size: dress, quantity: 3 }], table([1, 2, 3, 4, 50_000], 10));
    expect(fees["uk-europe"]).toEqual({ fee: 55_000, halfKilos: 5 });
    const abroad = deliveryOptions("GB", "London", "", fees).find((o) => o.method === "abroad");
    expect(abroad).toMatchObject({ zone: "uk-europe", fee: 55_000, label: "DHL Express, UK and Europe (2.5 kg)" });

    const short = abroadFees([{ size: dress, quantity: 3 }], table([45_000]));
    expect(short["uk-europe"]).toEqual({
      refused: "We have no DHL rate for a 2.5 kg parcel to UK and Europe: choose pickup, or chat with us on WhatsApp.",
    });
    expect(deliveryOptions("GB", "London", "", short).map((o) => o.method)).toEqual(["pickup"]);
    const weightless = abroadFees([{ size: { ...dress, grams: 0 }, quantity: 1 }], table([45_000]));
    expect(weightless.americas).toHaveProperty("refused", expect.stringContaining("no weight recorded"));
  });
});
