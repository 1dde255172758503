import { beforeAll, describe, expect, it, vi } from "vitest";
import { CUSTOMER_MESSAGES, emptyCustomerForm } from "./customer";
import { validateCustomer } from "./customer-schema";
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
    expect(unloaded.validateCustomer(createCustomerForm({ country: "Ghana", state: "Rivers" })).ok).toBe(true);
    expect(validateCustomer(createCustomerForm({ country: "Ghana", state: "Rivers" })).ok).toBe(false);
    expect(validateCustomer(createCustomerForm({ country: "Ghana", state: "Greater Accra" })).ok).toBe(true);
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
