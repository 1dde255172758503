// A member as her coordinator sees her, and the group's totals: from each share's order account
// (never recomputed here). Pure.
import { formatMoney, money, type LedgerCurrency, type Money } from "~/features/currency";
import type { AccountStage, AccountStatus } from "~/features/order-account";
import type { OrderState } from "~/features/orders";

/** States in which a share no longer counts: it lapsed unpaid, was cancelled or given back. */
const ENDED: readonly OrderState[] = ["expired", "cancelled", "refunded"];

/** A share that lapsed unpaid or ended: it no longer counts in its group. */
export const shareEnded = (state: OrderState): boolean => ENDED.includes(state);

export type PaidWord = "nothing" | "deposit" | "in full";

/**
 * What a share paid, from its account: a cancelled share's money is hers to get back, never her
 * share paid; one handed over with part given back was paid in full.
 */
export function paidWord(status: AccountStatus, stage?: AccountStage): PaidWord {
  if (stage === "cancelled") return "nothing";
  if (status === "paid-in-full" || status === "overpaid" || status === "returned") return "in full";
  if (status === "deposit-paid") return "deposit";
  return "nothing";
}

/** A share counts as paid once at least its deposit is in. */
const hasPaid = (status: AccountStatus, stage?: AccountStage): boolean => paidWord(status, stage) !== "nothing";

export interface GroupTotals {
  members: number;
  paid: number;
  /**
   * What the members' orders hold (their accounts' netPaid), one sum per currency (naira first):
   * a guest abroad pays her share in dollars, and cents are never added to naira.
   */
  collected: Money[];
}

/** The currencies in the order the totals show them. */
const ORDER: readonly LedgerCurrency[] = ["NGN", "USD"];

export function groupTotals(
  shares: readonly { status: AccountStatus; stage?: AccountStage; netPaid: number; currency: LedgerCurrency }[],
): GroupTotals {
  const sumIn = (currency: LedgerCurrency) =>
    shares.filter((s) => s.currency === currency).reduce((sum, s) => sum + s.netPaid, 0);
  const held = ORDER.filter((c) => shares.some((s) => s.currency === c));
  return {
    members: shares.length,
    paid: shares.filter((s) => hasPaid(s.status, s.stage)).length,
    // No member yet: nothing collected, in naira (the shop's currency).
    collected: (held.length > 0 ? held : ["NGN" as const]).map((c) => money(sumIn(c), c)),
  };
}

/** What was collected, each currency's sum on its own: "₦60,000", or "₦60,000 and $120.50". */
export const collectedWords = (collected: readonly Money[]): string => collected.map(formatMoney).join(" and ");

export const totalsWords = (t: GroupTotals): string =>
  `${t.paid} of ${t.members} paid, ${collectedWords(t.collected)} collected`;
