import { describe, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { readQuoteForm } from "./quote-form.server";

const NOW = new Date("2026-11-28T09:00:00Z");

/** The quote form with one made-to-measure piece at the price she typed. */
const withPrice = (price: string) =>
  readQuoteForm(
    new URLSearchParams({
      ...createCustomerForm(),
      "custom-1-description": "Ivory agbada, hand-beaded",
      "custom-1-price": price,
    }),
    NOW,
  );

describe("the quote form's made-to-measure price", () => {
  it("reads whole naira as she types them: 35k, ₦35,000", () => {
    for (const typed of ["35k", "₦35,000", "35000"]) {
      const read = withPrice(typed);
      expect(read.ok && read.input.custom.map((c) => c.price)).toEqual([35_000]);
    }
  });

  it("refuses what is not an amount in words, beside the price", () => {
    expect(withPrice("abc")).toEqual({
      ok: false,
      errors: { "custom-1-price": '"abc" is not an amount: type it like ₦35,000 or 35k.' },
    });
    expect(withPrice("0")).toMatchObject({
      errors: { "custom-1-price": "Write the price in whole naira, for example 85000." },
    });
  });
});

describe("the quote form's Pay small small", () => {
  const withPlan = (plan: Record<string, string>) =>
    readQuoteForm(
      new URLSearchParams({
        ...createCustomerForm(),
        "custom-1-description": "Bespoke bridal gown",
        "custom-1-price": "900000",
        payPlan: "plan",
        ...plan,
      }),
      NOW,
    );

  it("reads the owner's terms with the quote", () => {
    const read = withPlan({ "plan-first": "40", "plan-parts": "3", "plan-anchor": "event", "plan-cancel": "credit" });
    expect(read.ok && read.input.planTerms).toEqual({
      firstPercent: 40,
      parts: 3,
      anchor: "event",
      fee: 0,
      cancel: { kind: "credit" },
    });
  });

  it("refuses terms out of bounds beside their fields, and reads none for a quote paid in full", () => {
    expect(withPlan({ "plan-first": "90", "plan-parts": "3" })).toEqual({
      ok: false,
      errors: { "plan-first": "Write the first part as a whole percent from 30 to 75." },
    });
    const full = withPlan({ payPlan: "full", "plan-first": "90" });
    expect(full.ok && full.input.planTerms).toBeUndefined();
  });
});
