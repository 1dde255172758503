import { nairaUnits } from "~/features/currency";
import { describe, expect, it } from "vitest";
import { abroadRegions, nigeriaZones, portHarcourt, restOfRivers } from "~/config/delivery";
import { parseOrderRequest, type OrderRequest } from "./order-request";
import { PRICES_CHANGED, priceCheckout } from "./price-checkout";
import { createCustomerForm, createLine } from "./test-fixtures";
import { findProductFacts } from "~/features/catalogue";
import { emptySchedule } from "~/features/atelier/test-schedule";

/** What an empty atelier promises the blouse and the ensembles on Monday. */
const SCHEDULE = emptySchedule("2026-11-23", [{ madeToOrder: true }, { madeToOrder: false }]);

const MONDAY = "2026-11-23";
// Pistachio Blouse (Genesis, made to order, ₦35,000) and 2 × BB Ensemble (ready to wear, ₦15,000).
const lines = [createLine({ productId: 12, size: "S" }), createLine({ quantity: 2 })];

function request(body: Record<string, unknown>, customer: Record<string, string> = {}): OrderRequest {
  const parsed = parseOrderRequest({ customer: createCustomerForm(customer), lines, ...body }, findProductFacts);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.order;
}

const price = (body: Record<string, unknown>, customer?: Record<string, string>) => {
  const result = priceCheckout(request(body, customer), MONDAY, findProductFacts, SCHEDULE);
  if (!result.ok) throw new Error(result.message);
  return result.priced;
};

describe("pricing a whole order", () => {
  it("charges the items alone, as the spec did, for pickup without express (and when the body says nothing)", () => {
    const priced = price({});
    expect(priced).toMatchObject({ total: 6_500_000, amountMinor: 6_500_000 });
    expect(priced.delivery).toEqual({
      method: "pickup",
      zone: "atelier",
      label: "Pickup at our Port Harcourt atelier",
      fee: 0,
      express: false,
      expressFee: 0,
      readyFrom: "2026-12-02",
      readyBy: "2026-12-04",
      deliverBy: "2026-12-04",
      neededBy: null,
    });
  });

  it("adds the rider's fee in Port Harcourt, and 30% of the made-to-order piece for express", () => {
    const priced = price({ delivery: "port-harcourt", area: "Port Harcourt", express: true, neededBy: "2026-12-04" });
    expect(priced.amountMinor).toBe(nairaUnits(65_000 + portHarcourt.fee + 10_500));
    expect(priced.delivery).toMatchObject({
      fee: nairaUnits(portHarcourt.fee),
      express: true,
      expressFee: 1_050_000,
      neededBy: "2026-12-04",
    });
  });

  it("prices Rivers State from the area she picks, never from the method she claims", () => {
    const claimed = priceCheckout(
      request({ delivery: "port-harcourt", area: "Bonny" }),
      MONDAY,
      findProductFacts,
      SCHEDULE,
    );
    expect(claimed).toEqual({
      ok: false,
      message: "delivery: port-harcourt does not serve Bonny, Rivers, Nigeria; choose pickup, rivers.",
    });
    expect(price({ delivery: "rivers", area: "Bonny" }).delivery).toMatchObject({
      method: "rivers",
      fee: nairaUnits(restOfRivers.fee),
      label: `${restOfRivers.label} (Bonny)`,
    });
    expect(priceCheckout(request({ delivery: "port-harcourt" }), MONDAY, findProductFacts, SCHEDULE)).toEqual({
      ok: false,
      message: "area: choose your area of Rivers for a delivery, or pickup at the atelier.",
    });
    expect(
      parseOrderRequest(
        { customer: createCustomerForm(), lines: [createLine()], area: "Bonny Island" },
        findProductFacts,
      ),
    ).toMatchObject({
      ok: false,
      message: "area: area must be one of the areas the checkout lists, or empty.",
    });
  });

  it("prices Lagos by its zone and London by its region", () => {
    expect(price({ delivery: "nigeria" }, { state: "Lagos" }).total).toBe(
      nairaUnits(65_000 + nigeriaZones["south-west"].fee),
    );
    const london = { country: "United Kingdom", state: "London", city: "London", postcode: "SW1A 1AA" };
    expect(price({ delivery: "abroad" }, london).total).toBe(nairaUnits(65_000 + abroadRegions["uk-europe"].fee));
  });

  it("keeps an order whose needed-by day is too early: the shopper was told, the owner sees it", () => {
    expect(price({ neededBy: "2026-11-30" }).delivery.neededBy).toBe("2026-11-30");
  });

  it("refuses a delivery that does not serve the place, express with nothing made to order, a day gone by", () => {
    expect(
      priceCheckout(request({ delivery: "port-harcourt" }, { state: "Lagos" }), MONDAY, findProductFacts, SCHEDULE),
    ).toEqual({
      ok: false,
      message: "delivery: port-harcourt does not serve Lagos, Nigeria; choose pickup, nigeria.",
    });
    const readyToWear = parseOrderRequest(
      { customer: createCustomerForm(), lines: [createLine()], express: true },
      findProductFacts,
    );
    expect(readyToWear.ok && priceCheckout(readyToWear.order, MONDAY, findProductFacts, SCHEDULE)).toMatchObject({
      ok: false,
      message: expect.stringContaining("express"),
    });
    expect(priceCheckout(request({ neededBy: "2026-11-20" }), MONDAY, findProductFacts, SCHEDULE)).toMatchObject({
      ok: false,
      message: expect.stringContaining("passed"),
    });
  });

  it("rejects a malformed choice with a message naming the field", () => {
    const parse = (body: Record<string, unknown>) =>
      parseOrderRequest({ customer: createCustomerForm(), lines, ...body }, findProductFacts);
    expect(parse({ delivery: "drone" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("delivery must be one of"),
    });
    expect(parse({ express: "yes" })).toMatchObject({ ok: false, message: "express: express must be true or false." });
    expect(parse({ neededBy: "2026-02-30" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("neededBy must be a date"),
    });
    for (const itemsTotal of [-1, 1.5, "65000"])
      expect(parse({ itemsTotal })).toMatchObject({ ok: false, message: expect.stringContaining("itemsTotal") });
  });

  it("places an order whose page showed the shop's items total, and refuses one that showed another (a sale started or ended)", () => {
    expect(price({ itemsTotal: 65_000 })).toMatchObject({ total: 6_500_000 });
    expect(priceCheckout(request({ itemsTotal: 50_000 }), MONDAY, findProductFacts, SCHEDULE)).toEqual({
      ok: false,
      message: PRICES_CHANGED,
      pricesChanged: true,
    });
  });
});

describe("pricing an order paid in dollars", () => {
  const london = { country: "United Kingdom", state: "London", city: "London", postcode: "SW1A 1AA" };
  const dollars = { nairaPerDollar: 1500, own: { 12: 2_000 } };

  it("fixes every figure in cents: her own price, the rate's for the rest, Paystack asked in cents", () => {
    const result = priceCheckout(
      request({ delivery: "abroad" }, london),
      MONDAY,
      findProductFacts,
      SCHEDULE,
      undefined,
      dollars,
    );
    if (!result.ok) throw new Error(result.message);
    const { priced } = result;
    expect(priced.currency).toBe("USD");
    expect(priced.items.map((i) => i.lineTotal)).toEqual([2_000, 2 * 1_000]);
    expect(priced.delivery.fee).toBe(Math.ceil(abroadRegions["uk-europe"].fee / 1500) * 100);
    expect(priced.total).toBe(4_000 + priced.delivery.fee);
    expect(priced.amountMinor).toBe(priced.total);
  });

  it("keeps a naira order in kobo, its lines and fees too", () => {
    const priced = price({ delivery: "abroad" }, london);
    expect(priced.currency).toBe("NGN");
    expect(priced.amountMinor).toBe(priced.total);
    expect(priced.items.reduce((n, i) => n + i.lineTotal, 0) + priced.delivery.fee).toBe(priced.total);
    expect(priced.delivery.fee).toBe(nairaUnits(abroadRegions["uk-europe"].fee));
  });
});
