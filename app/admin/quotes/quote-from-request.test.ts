import { describe, expect, it } from "vitest";
import type { BespokeRequest } from "~/server/bespoke/store/index.server";
import { quoteValuesOf } from "./quote-views.server";

const request: BespokeRequest = {
  reference: "HB-R-1234",
  viewKey: "key",
  status: "new",
  createdAt: new Date("2026-11-28T09:00:00Z"),
  photos: [],
  piece: "An emerald aso-oke gown with a long train",
  occasion: "Wedding in London",
  eventDate: "2027-02-13",
  express: false,
  name: "Ada Obi",
  email: "ada@example.com",
  phone: "+447700900123",
  measurements: { unit: "cm", values: { bust: 92 } },
  keepMeasurements: false,
};

describe("a quote made from a bespoke request", () => {
  it("keeps the piece's own name, the occasion on its own line of the atelier's notes", () => {
    const values = quoteValuesOf(request);
    expect(values["custom-1-description"]).toBe("An emerald aso-oke gown with a long train");
    expect(values.notes).toBe("Occasion: Wedding in London");
    expect(values["custom-1-event"]).toBe("2027-02-13");
    expect(values["custom-1-m-bust"]).toBe("92");
  });

  it("adds no occasion line when she gave none", () => {
    expect(quoteValuesOf({ ...request, occasion: " " }).notes).toBeUndefined();
  });
});
