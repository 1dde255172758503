// What a quote asks before it is made (pure): the terms' 75% deposit where the owner offers it and
// the terms allow it (every piece made to order, none on sale, a ready day), else the total.
import type { Money } from "~/features/currency";
import { depositOffer, type PayPlan } from "~/features/payments";

/** One line of a quote as the deposit rule reads it. */
export interface QuotePiece {
  madeToOrder: boolean;
  onSale: boolean;
}

export type QuoteDeposit =
  { ok: true; deposit?: { amount: number; balanceDueAt: Date } } | { ok: false; message: string };

/**
 * The deposit of a quote of `pieces` with `total`, ready by `readyBy` (Lagos day):
 * none when the owner asks full payment; refused, saying why, when the terms want it paid in full.
 * The amounts are the checkout's (`depositOffer`): 75% rounded up, the balance the rest.
 */
export function quoteDeposit(
  payPlan: PayPlan,
  pieces: readonly QuotePiece[],
  total: Money,
  readyBy: string | null,
): QuoteDeposit {
  if (payPlan === "full") return { ok: true };
  const offer = depositOffer(pieces, total, readyBy);
  if (!offer.ok) return { ok: false, message: offer.reason };
  return { ok: true, deposit: { amount: offer.deposit, balanceDueAt: offer.dueAt } };
}
