export const QUANTITY_ERROR = "Enter a whole number of 1 or more.";

/**
 * A typed quantity: a whole number of 1 or more, or the reason it is refused
 * (docs/decisions/040-cart-lines-and-stored-cart.md).
 */
export function parseQuantity(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: QUANTITY_ERROR };
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < 1) return { ok: false, error: QUANTITY_ERROR };
  return { ok: true, value };
}
