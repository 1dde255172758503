import { expect, it } from "vitest";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { abroadFeesFor } from "./abroad-fees.server";
import { readAbroadRates, readParcels, removeParcel, saveAbroadRates, saveParcel } from "./store.server";

const line = { productId: 42, size: "M", quantity: 1 };

describeOnBothDatabases("delivery abroad by the parcel's weight, on %s", (suite) => {
  // The shop's services: a database with the seeded catalogue, whose products the weights name.
  const services = suite.services();

  it("prices the shop's default parcel from the placeholder table and its surcharge", async () => {
    const { db } = services;
    const table = await readAbroadRates(db);
    expect(table.surchargePercent).toBe(20);
    expect(table.rates["uk-europe"].slice(0, 2)).toEqual([45_000, 54_000]);
    // 800 g in a 30 × 25 × 6 cm bag (0.9 kg by volume): 1 kg chargeable, ₦54,000 + 20%.
    expect((await abroadFeesFor(db, [line]))["uk-europe"]).toEqual({ fee: 64_800, halfKilos: 2 });
  });

  it("follows the weight she records, a size's own before the product's, and the month's surcharge", async () => {
    const { db } = services;
    await saveParcel(db, { productId: 42, size: "", grams: 1_400, lengthCm: 30, widthCm: 25, heightCm: 5 });
    expect((await abroadFeesFor(db, [line]))["uk-europe"]).toEqual({ fee: 75_600, halfKilos: 3 });
    await saveParcel(db, { productId: 42, size: "M", grams: 2_100, lengthCm: 30, widthCm: 25, heightCm: 5 });
    expect((await abroadFeesFor(db, [{ ...line, quantity: 2 }]))["uk-europe"]).toEqual({
      fee: 140_400, // 4.2 kg → 4.5 kg: ₦117,000 + 20%
      halfKilos: 9,
    });
    expect((await abroadFeesFor(db, [{ ...line, size: "L" }]))["uk-europe"]).toMatchObject({ halfKilos: 3 });
    await removeParcel(db, 42, "M");
    expect((await readParcels(db, [42])).map((p) => p.size)).toEqual([""]);

    const table = await readAbroadRates(db);
    await saveAbroadRates(db, { ...table, surchargePercent: 32.5 });
    expect((await abroadFeesFor(db, [line]))["uk-europe"]).toEqual({ fee: 83_500, halfKilos: 3 }); // 63 000 × 1.325
  });

  it("refuses a zone whose table stops short of the parcel, in words", async () => {
    const { db } = services;
    const table = await readAbroadRates(db);
    await saveAbroadRates(db, { ...table, rates: { ...table.rates, americas: [52_000] } });
    expect((await readAbroadRates(db)).rates.americas).toEqual([52_000]);
    expect((await abroadFeesFor(db, [line])).americas).toEqual({
      refused: "We have no DHL rate for a 1.5 kg parcel to the Americas: choose pickup, or chat with us on WhatsApp.",
    });
  });
});
