import * as z from "zod/mini";
import { controlCharacterMessage, hasControlCharacter } from "~/lib/control-characters";
import { countryCode, isCountry } from "./countries";
import { CUSTOMER_LIMITS, type CustomerErrors, type CustomerField } from "./customer";
import { needsPostcode, POSTCODE } from "./postcodes";
import { isRegionOf, regionsOf } from "./regions";
import type { Customer } from "~/features/orders";

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

const tooLong = (label: string, max: number) => `${label} is too long (at most ${max} characters).`;

/** No control character: a NUL cannot be stored, the others garble what the owner reads. */
const printable = (label: string, multiLine = false) =>
  z.refine<string>((v) => !hasControlCharacter(v, { multiLine }), controlCharacterMessage(label));

const text = (field: CustomerField, label: string, message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(CUSTOMER_LIMITS[field], tooLong(label, CUSTOMER_LIMITS[field])),
      printable(label),
    );

/** Optional text: empty when not sent; its limit and printable characters checked all the same. */
const optionalText = (field: CustomerField, label: string) =>
  z._default(
    z
      .string({ error: `${label} must be text.` })
      .check(z.trim(), z.maxLength(CUSTOMER_LIMITS[field], tooLong(label, CUSTOMER_LIMITS[field])), printable(label)),
    "",
  );

/** A phone number: an optional +, then digits with spaces, dots, dashes or brackets; 7 to 15 digits. */
const PHONE = /^\+?[\d\s().-]+$/;
const digitCount = (v: string) => v.replace(/\D/g, "").length;

export const customerSchema: z.ZodMiniType<Customer, unknown> = z
  .object({
    email: z.pipe(text("email", "Email", CUSTOMER_MESSAGES.email), z.email(CUSTOMER_MESSAGES.email)),
    firstName: text("firstName", "First name", CUSTOMER_MESSAGES.firstName),
    lastName: text("lastName", "Last name", CUSTOMER_MESSAGES.lastName),
    phone: text("phone", "Phone", CUSTOMER_MESSAGES.phone).check(
      z.refine((v) => PHONE.test(v) && digitCount(v) >= 7 && digitCount(v) <= 15, CUSTOMER_MESSAGES.phone),
    ),
    address: text("address", "Address", CUSTOMER_MESSAGES.address),
    // Needed abroad (below); in Nigeria the address line usually names the town, and no postcode is used.
    city: optionalText("city", "Town / city"),
    postcode: optionalText("postcode", "Postcode"),
    country: text("country", "Country", CUSTOMER_MESSAGES.country).check(
      z.refine(isCountry, CUSTOMER_MESSAGES.country),
    ),
    state: text("state", "State", CUSTOMER_MESSAGES.state),
    comments: z._default(
      z
        .string({ error: "Comments must be text." })
        .check(
          z.trim(),
          z.maxLength(CUSTOMER_LIMITS.comments, tooLong("Comments", CUSTOMER_LIMITS.comments)),
          printable("Comments", true),
        ),
      "",
    ),
  })
  .check(
    z.superRefine((c, ctx) => {
      // The state must be one of the chosen country's regions. The server always knows them
      // (placeOrder loads them first); the browser checks once they have loaded.
      const regions = regionsOf(c.country);
      if (regions && regions.length > 0 && !isRegionOf(c.country, c.state)) {
        ctx.addIssue({ code: "custom", path: ["state"], message: CUSTOMER_MESSAGES.state });
      }
      const code = countryCode(c.country);
      if (code !== "" && code !== "NG" && c.city === "")
        ctx.addIssue({ code: "custom", path: ["city"], message: ABROAD_MESSAGES.city });
      if (c.postcode === "" ? needsPostcode(code) : !POSTCODE.test(c.postcode))
        ctx.addIssue({ code: "custom", path: ["postcode"], message: ABROAD_MESSAGES.postcode });
    }),
  );

/** Validates the form: the customer, or the first message of each invalid field. */
export function validateCustomer(
  form: unknown,
): { ok: true; customer: Customer } | { ok: false; errors: CustomerErrors } {
  const result = customerSchema.safeParse(form);
  if (result.success) return { ok: true, customer: result.data };
  const errors: CustomerErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CustomerField | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
