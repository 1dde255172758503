import { formatPrice } from "~/features/currency";

/** The owner's change to a code's balance: signed whole naira and her reason. */
interface Adjustment {
  amount: number;
  reason: string;
}

export type AdjustmentResult =
  { ok: true; value: Adjustment } | { ok: false; errors: { amount?: string; reason?: string } };

const REASON_MAX = 300;
const AMOUNT_MAX = 10_000_000;

/** Her reason, needed for every adjustment and expiry (who and why are on every row). */
export function readReason(typed: string): string | undefined {
  const reason = typed.trim();
  if (reason.length < 3) return "Say why, in a few words.";
  if (reason.length > REASON_MAX) return `Keep the reason under ${REASON_MAX} characters.`;
  return undefined;
}

/**
 * An adjustment as she types it: "+2000", "-1,500" or "2000" (adds), whole naira, not zero, never
 * taking the code below zero from its balance now (the server checks it again under the code's lock).
 */
export function readAdjustment(form: { amount: string; reason: string }, balance: number): AdjustmentResult {
  const errors: { amount?: string; reason?: string } = {};
  const typed = form.amount.replace(/[\s,₦]/g, "");
  const amount = /^[+-]?\d+$/.test(typed) ? Number(typed) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > AMOUNT_MAX)
    errors.amount = "Give whole naira to add (2000) or take away (-2000), not zero.";
  else if (balance + amount < 0)
    errors.amount = `That would take the code below zero: it holds ${formatPrice(balance)}, so take away at most that.`;
  const reason = readReason(form.reason);
  if (reason) errors.reason = reason;
  if (errors.amount || errors.reason) return { ok: false, errors };
  return { ok: true, value: { amount, reason: form.reason.trim() } };
}
