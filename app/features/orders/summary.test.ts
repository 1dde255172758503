import { describe, expect, it } from "vitest";
import { validateCustomer } from "../checkout/customer-schema";
import { priceOrder, pricedInKobo } from "../checkout/pricing";
import { orderSummaryText, paymentCustomFields } from "./summary";
import { sizeForAtelier, sizeLeftOpen } from "./size-left-open";
import { createCustomerForm, createLine } from "../checkout/test-fixtures";
import { findProductFacts } from "~/features/catalogue";

describe("the order summary", () => {
  const inNaira = priceOrder([createLine({ quantity: 2 }), createLine({ productId: 1, size: "" })], findProductFacts);
  // An order keeps its lines in kobo, as the checkout stores them.
  const { items } = pricedInKobo({ ...inNaira, delivery: { fee: 0, expressFee: 0 } });

  it("lists each item's name, price, quantity and size", () => {
    expect(orderSummaryText(items)).toBe(
      "BB Ensemble - Price: ₦15,000 - Quantity: 2 - Size: M\nArcturus Blouse - Price: ₦160,000 - Quantity: 1 - Size: Not specified",
    );
  });

  it("leaves a catalogue piece's missing size to the atelier, never a gift card's or a made-to-measure line's", () => {
    expect(sizeLeftOpen({ size: "" })).toBe(true);
    expect(sizeForAtelier({ size: "" })).toBe("not specified — confirm her size or take her measurements");
    expect(sizeLeftOpen({ size: "M" })).toBe(false);
    expect(sizeForAtelier({ size: "M" })).toBe("M");
    expect(sizeLeftOpen({ size: "", giftCard: true })).toBe(false);
    expect(sizeForAtelier({ size: "", custom: { eventDate: "", measurements: [] } })).toBe("");
  });

  it("builds Paystack's custom fields in the spec's order", () => {
    const result = validateCustomer(createCustomerForm({ comments: "Gift wrap" }));
    if (!result.ok) throw new Error("fixture is valid");
    const fields = paymentCustomFields(result.customer, "summary");
    expect(fields.map((f) => [f.display_name, f.value])).toEqual([
      ["Customer Name", "Ada Obi"],
      ["Phone Number", "+234 803 123 4567"],
      ["Shipping Address", "12 Aba Road, Port Harcourt"],
      ["State", "Rivers"],
      ["Country", "Nigeria"],
      ["Comments", "Gift wrap"],
      ["Order Summary", "summary"],
    ]);
    expect(fields.every((f) => /^[a-z_]+$/.test(f.variable_name))).toBe(true);
  });

  it("folds an address abroad's town and postcode into the shipping address, keeping the seven fields", () => {
    const result = validateCustomer(
      createCustomerForm({ country: "United Kingdom", state: "London", city: "London", postcode: "SW1A 1AA" }),
    );
    if (!result.ok) throw new Error("fixture is valid");
    const fields = paymentCustomFields(result.customer, "summary");
    expect(fields).toHaveLength(7);
    expect(fields.find((f) => f.variable_name === "shipping_address")?.value).toBe(
      "12 Aba Road, Port Harcourt, London, SW1A 1AA",
    );
  });
});
