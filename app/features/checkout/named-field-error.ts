import { CUSTOMER_LIMITS, type CustomerField } from "./customer";

/** The form's fields the shop's checks may name in a refusal: the customer's, and the duties' tick. */
export type NamedField = CustomerField | "dutiesUnderstood";

/**
 * The field a refusal of the shop's order checks names ('customer.postcode: Please enter…',
 * 'dutiesUnderstood: Please tick…'), and its words, for the page to show beside that field and
 * never the field's code name; null for a refusal that names no field of the form, or several.
 */
export function namedFieldError(message: string): { field: NamedField; words: string } | null {
  const match = /^(?:customer\.)?(\w+): (.+)$/s.exec(message);
  if (!match) return null;
  const [, field = "", words = ""] = match;
  if (field !== "dutiesUnderstood" && !(field in CUSTOMER_LIMITS)) return null;
  if (/\s[\w.]+: /.test(words)) return null;
  return { field: field as NamedField, words: words.charAt(0).toUpperCase() + words.slice(1) };
}
