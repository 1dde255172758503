import { describe, expect, it } from "vitest";
import { emptySchedule } from "~/features/atelier/test-schedule";
import { quoteOrder } from "~/features/delivery";
import { money, nairaMoney, nairaUnits } from "~/features/currency";
import { balanceDueAt, balanceDueDay, depositOf, depositOffer, FULL_PAYMENT_REASONS } from "./deposit";

const made = { madeToOrder: true, onSale: false };

describe("the deposit's amounts", () => {
  it("is 75% of a ₦1,100,000 Look now and ₦275,000 later", () => {
    const offer = depositOffer([made], nairaMoney(1_100_000), "2026-12-10");
    expect(offer).toMatchObject({ ok: true, deposit: nairaUnits(825_000), balance: nairaUnits(275_000) });
  });

  it("rounds the deposit up to the whole naira and leaves the rest as the balance, so both add up", () => {
    expect(depositOf(nairaMoney(110_001))).toBe(nairaUnits(82_501)); // 82,500.75
    expect(depositOf(nairaMoney(3))).toBe(nairaUnits(3)); // 2.25
    expect(depositOf(money(12_001, "USD"))).toBe(9_001); // $90.0075: up to the cent
    for (const total of [1, 7, 99_999, 110_001, 1_760_003]) {
      const offer = depositOffer([made], nairaMoney(total), "2026-12-10");
      if (!offer.ok) throw new Error("offered");
      expect(Number.isInteger(offer.deposit) && Number.isInteger(offer.balance)).toBe(true);
      expect(offer.deposit + offer.balance).toBe(nairaUnits(total));
      expect(offer.deposit).toBeGreaterThanOrEqual((nairaUnits(total) * 3) / 4);
      expect(offer.deposit % nairaUnits(1)).toBe(0);
    }
  });

  it("is taken from the total with express's 30% in it", () => {
    const place = { countryCode: "NG", state: "Rivers", area: "" };
    const pieces = [{ lineTotal: 1_000_000, madeToOrder: true }];
    const quote = quoteOrder(
      pieces,
      place,
      { method: "pickup", express: true, neededBy: "" },
      "2026-12-01",
      emptySchedule("2026-12-01"),
    );
    expect(quote.expressFee).toBe(300_000);
    const offer = depositOffer([made], nairaMoney(quote.total), quote.promised.readyBy);
    expect(offer).toMatchObject({ ok: true, deposit: nairaUnits(975_000), balance: nairaUnits(325_000) });
  });
});

describe("who is offered a deposit", () => {
  it("only a cart all made to order with nothing on sale; the others pay in full and are told why", () => {
    expect(depositOffer([made, made], nairaMoney(200_000), "2026-12-10").ok).toBe(true);
    expect(depositOffer([made, { madeToOrder: true, onSale: true }], nairaMoney(200_000), "2026-12-10")).toEqual({
      ok: false,
      reason: FULL_PAYMENT_REASONS.sale,
    });
    expect(depositOffer([made, { madeToOrder: false, onSale: false }], nairaMoney(200_000), "2026-12-10")).toEqual({
      ok: false,
      reason: FULL_PAYMENT_REASONS.readyToWear,
    });
    expect(depositOffer([made], nairaMoney(200_000), null)).toEqual({ ok: false, reason: FULL_PAYMENT_REASONS.noDate });
    expect(depositOffer([], nairaMoney(200_000), "2026-12-10").ok).toBe(false);
  });
});

describe("the balance's due time, in Lagos", () => {
  it("is 24 hours before the promised ready day begins in Lagos: paid by the end of the day before that", () => {
    // Thursday 10 December 2026 begins in Lagos at 23:00 UTC on the 9th.
    expect(balanceDueAt("2026-12-10").toISOString()).toBe("2026-12-08T23:00:00.000Z");
    const offer = depositOffer([made], nairaMoney(100_000), "2026-12-10");
    expect(offer).toMatchObject({ dueDay: "2026-12-08" });
  });

  it("crosses months and years by the calendar", () => {
    expect(balanceDueAt("2027-01-01").toISOString()).toBe("2026-12-30T23:00:00.000Z");
    expect(depositOffer([made], nairaMoney(100_000), "2027-03-01")).toMatchObject({ dueDay: "2027-02-27" });
  });

  it("is due by the Lagos day before the one its due time begins", () => {
    expect(balanceDueDay(new Date("2026-12-08T23:00:00Z"))).toBe("2026-12-08");
    expect(balanceDueDay(new Date("2026-12-08T23:00:01Z"))).toBe("2026-12-09");
  });
});
