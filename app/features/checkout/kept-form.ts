import { CUSTOMER_LIMITS, type CustomerField, type CustomerForm } from "./customer";

// What she typed in the billing form, kept in this tab across a reload: her details and address
// only (no code, nothing of a card), read back only as the form's own fields within their limits.
const KEY = "hazel-checkout-form";

export function keepForm(form: CustomerForm): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(form));
  } catch {
    // Storage full or refused: the form simply starts empty after a reload.
  }
}

export function forgetForm(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** The form kept in this tab, over `start`; fields that are not the form's text within its limits are left out. */
export function keptForm(start: CustomerForm): CustomerForm {
  let kept: unknown;
  try {
    kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
  } catch {
    return start;
  }
  if (!kept || typeof kept !== "object") return start;
  const form = { ...start };
  for (const [field, limit] of Object.entries(CUSTOMER_LIMITS) as [CustomerField, number][]) {
    const value = (kept as Record<string, unknown>)[field];
    if (typeof value === "string" && value.length <= limit) form[field] = value;
  }
  return form;
}
