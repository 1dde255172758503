import { describe, expect, it } from "vitest";
import { deliveryLines, PICKUP_ONLY } from "./order-delivery";

describe("the delivery lines of an order summary", () => {
  it("names pickup at no cost, and when it can be collected", () => {
    expect(
      deliveryLines({ ...PICKUP_ONLY, readyFrom: "2026-12-02", readyBy: "2026-12-11", deliverBy: "2026-12-11" }),
    ).toEqual(["Delivery: Pickup at our Port Harcourt atelier - ₦0", "Ready to collect by Friday 11 December 2026"]);
  });

  it("lists the delivery fee, express as its own line, the promise and the day it is needed", () => {
    expect(
      deliveryLines({
        method: "abroad",
        zone: "uk-europe",
        label: "DHL Express, UK and Europe",
        fee: 5_500_000,
        express: true,
        expressFee: 1_050_000,
        readyFrom: "2026-11-26",
        readyBy: "2026-11-30",
        deliverBy: "2026-12-07",
        neededBy: "2026-12-12",
      }),
    ).toEqual([
      "Delivery: DHL Express, UK and Europe - ₦55,000",
      "Express production (30% of the made-to-order pieces) - ₦10,500",
      "Ready to dispatch by Monday 30 November 2026, delivered by Monday 7 December 2026",
      "Needed by: Saturday 12 December 2026",
    ]);
  });

  it("says nothing of a promise on orders placed before there was one", () => {
    expect(deliveryLines(PICKUP_ONLY)).toEqual(["Delivery: Pickup at our Port Harcourt atelier - ₦0"]);
  });
});
