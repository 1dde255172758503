// The checkout form's fields and limits; its checks and their messages are in customer-schema.ts,
// which the browser loads once the shopper starts on the form.

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

export const emptyCustomerForm = Object.fromEntries(
  Object.keys(CUSTOMER_LIMITS).map((field) => [field, ""]),
) as CustomerForm;

export type CustomerErrors = Partial<Record<CustomerField, string>>;
