import { anyValue, readVisit, removeVisit, SESSION_KEYS, writeVisit } from "~/features/storage";
import { CUSTOMER_LIMITS, type CustomerField, type CustomerForm } from "./customer";

// What she typed in the billing form, kept in this tab across a reload: her details and address
// only (no code, nothing of a card), read back only as the form's own fields within their limits.

export const keepForm = (form: CustomerForm) => writeVisit(SESSION_KEYS.checkoutForm, form);

export const forgetForm = () => removeVisit(SESSION_KEYS.checkoutForm);

/** The form kept in this tab, over `start`; fields that are not the form's text within its limits are left out. */
export function keptForm(start: CustomerForm): CustomerForm {
  const kept = readVisit(SESSION_KEYS.checkoutForm, anyValue);
  if (!kept || typeof kept !== "object") return start;
  const form = { ...start };
  for (const [field, limit] of Object.entries(CUSTOMER_LIMITS) as [CustomerField, number][]) {
    const value = (kept as Record<string, unknown>)[field];
    if (typeof value === "string" && value.length <= limit) form[field] = value;
  }
  return form;
}
