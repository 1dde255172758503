// The checkout form's fields, limits and messages; its checks are in customer-schema.ts, which
// the browser loads once the shopper starts on the form.

/**
 * The checkout's messages, verbatim as the specification words them
 * (docs/decisions/189-what-the-product-takes-from-its-specification.md).
 */
export const CUSTOMER_MESSAGES = {
  email: "Please enter a valid email address for shipping updates.",
  firstName: "Valid first name is required.",
  lastName: "Valid last name is required.",
  phone: "Please enter a valid phone number for shipping updates.",
  address: "Please enter your shipping address.",
  country: "Please select a valid country.",
  state: "Please provide a valid state.",
} as const;

/** The shop's own messages for what an address abroad needs besides. */
export const ABROAD_MESSAGES = {
  city: "Please enter the town or city.",
  postcode: "Please enter a valid postcode.",
} as const;

export const PHONE_HINT = "Include your country code";

/** Longest text each field accepts; the form's inputs carry the same limits. */
export const CUSTOMER_LIMITS = {
  email: 254,
  firstName: 80,
  lastName: 80,
  phone: 24,
  address: 300,
  city: 80,
  postcode: 16,
  state: 100,
  country: 100,
  comments: 1000,
} as const;

export type CustomerField = keyof typeof CUSTOMER_LIMITS;

/** What the billing form holds: every field as typed. */
export type CustomerForm = Record<CustomerField, string>;

export const emptyCustomerForm: CustomerForm = {
  email: "",
  firstName: "",
  lastName: "",
  phone: "",
  address: "",
  city: "",
  postcode: "",
  state: "",
  country: "",
  comments: "",
};

export type CustomerErrors = Partial<Record<CustomerField, string>>;
