// A member as her coordinator sees her, and the group's totals: from each share's order account
// (never recomputed here). Pure.
import type { AccountStatus } from "~/features/order-account";

export type PaidWord = "nothing" | "deposit" | "in full";

export function paidWord(status: AccountStatus): PaidWord {
  if (status === "paid-in-full" || status === "overpaid") return "in full";
  if (status === "deposit-paid") return "deposit";
  return "nothing";
}

/** A share counts as paid once at least its deposit is in. */
const hasPaid = (status: AccountStatus): boolean => paidWord(status) !== "nothing";

export interface GroupTotals {
  members: number;
  paid: number;
  /** Whole naira the members' orders hold (their accounts' netPaid). */
  collected: number;
}

export function groupTotals(shares: readonly { status: AccountStatus; netPaid: number }[]): GroupTotals {
  return {
    members: shares.length,
    paid: shares.filter((s) => hasPaid(s.status)).length,
    collected: shares.reduce((sum, s) => sum + s.netPaid, 0),
  };
}

export const totalsWords = (t: GroupTotals, naira: (n: number) => string): string =>
  `${t.paid} of ${t.members} paid, ${naira(t.collected)} collected`;
