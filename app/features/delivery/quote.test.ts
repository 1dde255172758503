import { describe, expect, it } from "vitest";
import { abroadRegions, nigeriaZones, portHarcourt } from "~/config/delivery";
import type { Piece } from "./production";
import { quoteOrder as quoteWith, type DeliveryChoice } from "./quote";
import { emptySchedule } from "~/features/atelier/test-schedule";

const quoteOrder = (pieces: Piece[], place: Parameters<typeof quoteWith>[1], c: DeliveryChoice, today: string) =>
  quoteWith(pieces, place, c, today, emptySchedule(today, pieces));

const MONDAY = "2026-11-23";
const blouse = { madeToOrder: true, lineTotal: 35_000 }; // a Genesis blouse
const ensembles = { madeToOrder: false, lineTotal: 30_000 }; // 2 × BB Ensemble
const choice = (c: Partial<DeliveryChoice> = {}): DeliveryChoice => ({
  method: "pickup",
  express: false,
  neededBy: "",
  ...c,
});
const lagos = { countryCode: "NG", state: "Lagos" };

describe("quoteOrder", () => {
  it("charges the items alone for pickup without express (the spec's amount)", () => {
    const q = quoteOrder([blouse, ensembles], lagos, choice(), MONDAY);
    expect(q).toMatchObject({ itemsTotal: 65_000, deliveryFee: 0, expressFee: 0, total: 65_000, express: false });
    // The queue is empty: the week of the seventh working day, Wednesday 2 to Friday 4 December.
    expect(q.promised).toEqual({ readyFrom: "2026-12-02", readyBy: "2026-12-04", deliverBy: "2026-12-04" });
  });

  it("adds the zone's fee and its days for delivery in Nigeria", () => {
    const q = quoteOrder([blouse], lagos, choice({ method: "nigeria" }), MONDAY);
    expect(q.delivery?.zone).toBe("south-west");
    expect(q.total).toBe(35_000 + nigeriaZones["south-west"].fee);
    expect(q.promised.deliverBy).toBe("2026-12-10"); // ready Friday 4, then 4 working days
  });

  it("adds 30% of the made-to-order pieces for express and shortens the wait", () => {
    const q = quoteOrder(
      [blouse, ensembles],
      { countryCode: "NG", state: "Rivers", area: "Port Harcourt" },
      choice({ method: "port-harcourt", express: true }),
      MONDAY,
    );
    expect(q).toMatchObject({
      expressFee: 10_500,
      deliveryFee: portHarcourt.fee,
      total: 65_000 + 10_500 + portHarcourt.fee,
    });
    // Express: this week from its third working day, within its five.
    expect(q.promised).toEqual({ readyFrom: "2026-11-26", readyBy: "2026-11-27", deliverBy: "2026-11-30" });
  });

  it("ignores express for an order with nothing made to order", () => {
    const q = quoteOrder([ensembles], lagos, choice({ express: true }), MONDAY);
    expect(q).toMatchObject({ canExpress: false, express: false, expressFee: 0, total: 30_000 });
  });

  it("prices London by the UK and Europe region", () => {
    const q = quoteOrder(
      [blouse],
      { countryCode: "GB", state: "London" },
      choice({ method: "abroad", express: true }),
      MONDAY,
    );
    expect(q.total).toBe(35_000 + 10_500 + abroadRegions["uk-europe"].fee);
  });

  it("leaves delivery unpriced when the chosen method does not serve the place", () => {
    const q = quoteOrder([blouse], { countryCode: "", state: "" }, choice({ method: "nigeria" }), MONDAY);
    expect(q.delivery).toBeUndefined();
    expect(q.options.map((o) => o.method)).toEqual(["pickup"]);
    expect(q.total).toBe(35_000);
  });

  describe("needed by", () => {
    it("is fine on or after the promised day", () => {
      expect(
        quoteOrder([blouse], lagos, choice({ method: "nigeria", neededBy: "2026-12-17" }), MONDAY).neededBy,
      ).toEqual({ ok: true });
    });

    it("says plainly when it is too early, and suggests express when express would make it", () => {
      const check = quoteOrder([blouse], lagos, choice({ method: "nigeria", neededBy: "2026-12-08" }), MONDAY).neededBy;
      expect(check).toEqual({
        ok: false,
        reason: "too-early",
        expressWouldMakeIt: true,
        message:
          "We cannot promise your order by Tuesday 8 December 2026: it will be with you by Thursday 10 December 2026. With express production it would be with you by Thursday 3 December 2026: choose express to make it.",
      });
      expect(
        quoteOrder([blouse], lagos, choice({ method: "nigeria", neededBy: "2026-12-08", express: true }), MONDAY)
          .neededBy,
      ).toEqual({ ok: true });
    });

    it("does not suggest express when even express is too slow, or when nothing can be made faster", () => {
      const tooSoon = quoteOrder(
        [blouse],
        lagos,
        choice({ method: "nigeria", neededBy: "2026-12-01" }),
        MONDAY,
      ).neededBy;
      expect(tooSoon).toMatchObject({ ok: false, expressWouldMakeIt: false });
      expect(tooSoon && !tooSoon.ok && tooSoon.message).toContain("Even express production would not make it.");
      const readyToWear = quoteOrder([ensembles], lagos, choice({ neededBy: "2026-11-24" }), MONDAY).neededBy;
      expect(readyToWear && !readyToWear.ok && readyToWear.message).toBe(
        "We cannot promise your order by Tuesday 24 November 2026: it will be ready to collect by Friday 27 November 2026. Chat with us on WhatsApp and we will see what we can do.",
      );
    });

    it("refuses a day that has passed", () => {
      expect(quoteOrder([blouse], lagos, choice({ neededBy: "2026-11-22" }), MONDAY).neededBy).toMatchObject({
        ok: false,
        reason: "past",
      });
    });
  });
});
