import { beforeAll, describe, expect, it, vi } from "vitest";
import { CUSTOMER_LIMITS, emptyCustomerForm } from "./customer";
import { ABROAD_MESSAGES, CUSTOMER_MESSAGES, validateCustomer } from "./customer-schema";
import { loadRegions } from "./regions";
import { createCustomerForm } from "./test-fixtures";

describe("the checkout customer", () => {
  beforeAll(loadRegions);

  it("accepts a complete form and trims what was typed", () => {
    const result = validateCustomer(createCustomerForm({ firstName: "  Ada ", comments: " Please call first " }));
    expect(result).toEqual({
      ok: true,
      customer: expect.objectContaining({ firstName: "Ada", comments: "Please call first", country: "Nigeria" }),
    });
  });

  it("gives the spec's seven messages, verbatim, for an empty form; comments are optional", () => {
    const result = validateCustomer(emptyCustomerForm);
    expect(result).toEqual({
      ok: false,
      errors: {
        email: "Please enter a valid email address for shipping updates.",
        firstName: "Valid first name is required.",
        lastName: "Valid last name is required.",
        phone: "Please enter a valid phone number for shipping updates.",
        address: "Please enter your shipping address.",
        country: "Please select a valid country.",
        state: "Please provide a valid state.",
      },
    });
  });

  it.each([
    ["email", "ada@", CUSTOMER_MESSAGES.email],
    ["firstName", "   ", CUSTOMER_MESSAGES.firstName],
    ["phone", "call me", CUSTOMER_MESSAGES.phone],
    ["phone", "+234 80", CUSTOMER_MESSAGES.phone],
    ["phone", "1234567890123456", CUSTOMER_MESSAGES.phone],
    ["country", "Atlantis", CUSTOMER_MESSAGES.country],
    ["state", "Lagos Island", CUSTOMER_MESSAGES.state],
  ] as const)("rejects %s = %j", (field, value, message) => {
    expect(validateCustomer(createCustomerForm({ [field]: value }))).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it("accepts phone numbers written the usual ways", () => {
    for (const phone of ["+2348031234567", "0803 123 4567", "+44 (20) 7946-0958", "+1.415.555.0100"]) {
      expect(validateCustomer(createCustomerForm({ phone })).ok).toBe(true);
    }
  });

  it("checks the state against the chosen country's regions once they have loaded", async () => {
    vi.resetModules();
    const unloaded = await import("./customer-schema");
    const accra = { country: "Ghana", city: "Accra" };
    expect(unloaded.validateCustomer(createCustomerForm({ ...accra, state: "Rivers" })).ok).toBe(true);
    expect(validateCustomer(createCustomerForm({ ...accra, state: "Rivers" }))).toEqual({
      ok: false,
      errors: { state: CUSTOMER_MESSAGES.state },
    });
    expect(validateCustomer(createCustomerForm({ ...accra, state: "Greater Accra" })).ok).toBe(true);
  });

  describe("an address abroad", () => {
    const london = { country: "United Kingdom", state: "London", city: " London ", postcode: " SW1A 1AA " };

    it("keeps its town and postcode, trimmed", () => {
      expect(validateCustomer(createCustomerForm(london))).toEqual({
        ok: true,
        customer: expect.objectContaining({ city: "London", postcode: "SW1A 1AA", state: "London" }),
      });
    });

    it("needs a town, and a postcode where the country uses them, each message by its field", () => {
      expect(validateCustomer(createCustomerForm({ ...london, city: "", postcode: "" }))).toEqual({
        ok: false,
        errors: { city: ABROAD_MESSAGES.city, postcode: ABROAD_MESSAGES.postcode },
      });
      // Ghana has no postcodes: none is asked.
      expect(validateCustomer(createCustomerForm({ country: "Ghana", state: "Greater Accra", city: "Accra" })).ok).toBe(
        true,
      );
    });

    it("refuses a postcode that is not letters and digits, or too long, and a town too long", () => {
      expect(validateCustomer(createCustomerForm({ ...london, postcode: "SW1A/1AA" }))).toEqual({
        ok: false,
        errors: { postcode: ABROAD_MESSAGES.postcode },
      });
      expect(validateCustomer(createCustomerForm({ ...london, postcode: "1".repeat(17) }))).toEqual({
        ok: false,
        errors: { postcode: `Postcode is too long (at most ${CUSTOMER_LIMITS.postcode} characters).` },
      });
      expect(validateCustomer(createCustomerForm({ ...london, city: "x".repeat(81) }))).toEqual({
        ok: false,
        errors: { city: "Town / city is too long (at most 80 characters)." },
      });
    });

    it("takes a UK nation as its region, and a council area an address kept before named", () => {
      expect(validateCustomer(createCustomerForm({ ...london, state: "England" })).ok).toBe(true);
      expect(validateCustomer(createCustomerForm({ ...london, state: "Scotland" })).ok).toBe(true);
      expect(validateCustomer(createCustomerForm({ ...london, state: "London" })).ok).toBe(true);
      expect(validateCustomer(createCustomerForm({ ...london, state: "Lagos" })).ok).toBe(false);
    });

    it("needs a region of its own country: a Nigerian state will not do for London", () => {
      expect(validateCustomer(createCustomerForm({ ...london, state: "Rivers" }))).toEqual({
        ok: false,
        errors: { state: CUSTOMER_MESSAGES.state },
      });
    });

    it("is not asked of a Nigerian address, whose line names the town; a postcode typed there is checked", () => {
      expect(validateCustomer(createCustomerForm({ city: "", postcode: "" })).ok).toBe(true);
      expect(validateCustomer(createCustomerForm({ postcode: "500272" })).ok).toBe(true);
      expect(validateCustomer(createCustomerForm({ postcode: "#5" })).ok).toBe(false);
    });
  });

  it("says a field is too long rather than cutting it", () => {
    const result = validateCustomer(createCustomerForm({ comments: "x".repeat(1001) }));
    expect(result).toEqual({ ok: false, errors: { comments: "Comments is too long (at most 1000 characters)." } });
  });

  it("refuses a control character in any field, naming it; comments keep their line breaks", () => {
    for (const [field, label] of [
      ["firstName", "First name"],
      ["lastName", "Last name"],
      ["address", "Address"],
      ["state", "State"],
    ] as const) {
      expect(validateCustomer(createCustomerForm({ [field]: "Ada\u0000" }))).toEqual({
        ok: false,
        errors: {
          [field]: `${label} contains a character that cannot be used (a control character); please type it again.`,
        },
      });
    }
    expect(validateCustomer(createCustomerForm({ phone: "+234\v803 123 4567" })).ok).toBe(false);
    expect(validateCustomer(createCustomerForm({ comments: "Call first\u0007" })).ok).toBe(false);
    expect(validateCustomer(createCustomerForm({ comments: "Call first.\r\n\tGate is blue." })).ok).toBe(true);
  });

  it("rejects fields that are not text", () => {
    expect(validateCustomer({ ...createCustomerForm(), email: 42 })).toEqual({
      ok: false,
      errors: { email: CUSTOMER_MESSAGES.email },
    });
  });
});
