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
