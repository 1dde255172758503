import { describe, expect, it } from "vitest";
import { nairaMoney, nairaUnits } from "~/features/currency";
import { quoteDeposit } from "./deposit";
import { quoteEmailNote, quoteWhatsappLink } from "./quote-message";
import { DEFAULT_VALID_DAYS, quoteLapsed, quoteValidUntil, refusesLatePayment } from "./validity";

const made = new Date("2026-11-26T10:00:00Z");

describe("a quote's validity", () => {
  it("runs whole days from when it was made, 7 by default", () => {
    expect(DEFAULT_VALID_DAYS).toBe(7);
    expect(quoteValidUntil(made, 7).toISOString()).toBe("2026-12-03T10:00:00.000Z");
  });

  it("lapses at its last instant, not a moment before", () => {
    const quote = { validUntil: quoteValidUntil(made, 1) };
    expect(quoteLapsed(quote, new Date("2026-11-27T09:59:59.999Z"))).toBe(false);
    expect(quoteLapsed(quote, new Date("2026-11-27T10:00:00Z"))).toBe(true);
  });

  it("refuses a late payment only on a quote that lapsed or expired", () => {
    const quote = { validUntil: quoteValidUntil(made, 1) };
    const after = new Date("2026-11-28T00:00:00Z");
    expect(refusesLatePayment({ status: "pending", quote }, made)).toBe(false);
    expect(refusesLatePayment({ status: "pending", quote }, after)).toBe(true);
    expect(refusesLatePayment({ status: "expired", quote }, made)).toBe(true);
    // An ordinary order expired unpaid still takes a late payment (its pieces taken again).
    expect(refusesLatePayment({ status: "expired" }, after)).toBe(false);
  });
});

describe("a quote's deposit", () => {
  const bespoke = [{ madeToOrder: true, onSale: false }];

  it("is the checkout's: 75% rounded up to the naira, the balance the rest, due a day before it is ready", () => {
    const plan = quoteDeposit("deposit", bespoke, nairaMoney(85_001), "2026-12-10");
    expect(plan).toEqual({
      ok: true,
      deposit: { amount: nairaUnits(63_751), balanceDueAt: new Date("2026-12-08T23:00:00.000Z") },
    });
  });

  it("is none when the owner asks full payment", () => {
    expect(quoteDeposit("full", bespoke, nairaMoney(85_000), "2026-12-10")).toEqual({ ok: true });
  });

  it("is refused, saying why, for a sale line or a ready-to-wear piece", () => {
    expect(
      quoteDeposit("deposit", [{ madeToOrder: true, onSale: true }], nairaMoney(15_000), "2026-12-10"),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining("paid in full"),
    });
    expect(
      quoteDeposit("deposit", [{ madeToOrder: false, onSale: false }], nairaMoney(20_000), "2026-12-10"),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe("the quote's link in words", () => {
  const facts = {
    firstName: "Ada",
    total: nairaMoney(120_000),
    deposit: nairaMoney(90_000),
    validUntilDay: "Thursday 3 December 2026",
    url: "https://hazel.example/quote/k",
  };

  it("writes the link into a WhatsApp chat with the shopper's number in international digits", () => {
    const link = quoteWhatsappLink({ ...facts, phone: "0803 123 4567" });
    expect(link.startsWith("https://wa.me/2348031234567?text=")).toBe(true);
    expect(decodeURIComponent(link.split("?text=")[1] ?? "")).toContain("https://hazel.example/quote/k");
  });

  it("says the total, what is paid now and until when in the email", () => {
    expect(quoteEmailNote(facts)).toBe(
      "Your quote from Hazel is ₦120,000, ₦90,000 to pay now, valid until Thursday 3 December 2026. See your quote and pay it here: https://hazel.example/quote/k",
    );
  });
});
