import { formatMoney, parseMoney, type LedgerCurrency, type Money } from "~/features/currency";

/** The owner's change to a code's balance: signed, in the code's whole units (naira, or cents), and her reason. */
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

/** How she types an adjustment in the code's currency, for the refusal's words. */
const HOW: Record<LedgerCurrency, string> = {
  NGN: "Give whole naira to add (2000) or take away (-2000), not zero.",
  USD: "Give dollars to add (20.50) or take away (-20.50), not zero.",
};

/**
 * An adjustment as she types it, in the code's currency: "+2000", "-1,500" or "2000" (adds) for
 * naira, "+20.50" or "-$5" for dollars, not zero, never taking the code below zero from its
 * balance now (the server checks it again under the code's lock).
 */
export function readAdjustment(form: { amount: string; reason: string }, balance: Money): AdjustmentResult {
  const errors: { amount?: string; reason?: string } = {};
  const signed = /^\s*([+\-\u2212]?)(.*)$/s.exec(form.amount)!;
  const read = parseMoney(signed[2] ?? "", balance.currency);
  const amount = read.ok ? (signed[1] === "" || signed[1] === "+" ? 1 : -1) * read.money.amount : Number.NaN;
  if (!read.ok && signed[2]?.trim()) errors.amount = read.error;
  else if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > AMOUNT_MAX)
    errors.amount = HOW[balance.currency];
  else if (balance.amount + amount < 0)
    errors.amount = `That would take the code below zero: it holds ${formatMoney(balance)}, so take away at most that.`;
  const reason = readReason(form.reason);
  if (reason) errors.reason = reason;
  if (errors.amount || errors.reason) return { ok: false, errors };
  return { ok: true, value: { amount, reason: form.reason.trim() } };
}
