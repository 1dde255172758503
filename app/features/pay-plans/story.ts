// A plan's one story, read from the order's account (what of each part is paid) and the plan frozen
// on it (its fee, what cancelling returns): the same words on her quote, her order page, her
// reminders and the owner's order page.
import { formatMoney, money, type LedgerCurrency } from "~/features/currency";
import type { AccountPart } from "~/features/order-account";
import { formatDay } from "~/lib/lagos-clock";
import type { FrozenPlan } from "./schedule";
import { cancelWords, feeWords, partName } from "./words";

export interface PlanStoryView {
  parts: { name: string; amount: string; when: string; state: string }[];
  /** "Paid ₦360,000 of ₦900,000": the money counted, of the plan's total. */
  paid: string;
  /** "Next part: ₦270,000 by Wednesday 30 December 2026", or "Every part is paid". */
  next: string;
  fee: string;
  cancel: string;
}

/** What of a part is paid, in words. */
function partState(p: AccountPart, m: (n: number) => string, today: string): string {
  if (p.paid >= p.amount) return "Paid";
  if (p.paid > 0) return `${m(p.paid)} paid, ${m(p.amount - p.paid)} to pay`;
  return p.dueDay < today ? "Late: to pay" : "To pay";
}

/** The next part in one sentence: what of it is left and its day. */
function nextPartWords(next: AccountPart | null, currency: LedgerCurrency): string {
  if (!next) return "Every part is paid";
  return `Next part: ${formatMoney(money(next.amount - next.paid, currency))} by ${formatDay(next.dueDay)}`;
}

/** The plan's story, from the account's parts (each with what of it is paid) and the frozen plan. */
export function planStory(
  account: {
    parts: readonly AccountPart[];
    nextPart: AccountPart | null;
    towards: number;
    total: number;
    currency: LedgerCurrency;
  },
  plan: Pick<FrozenPlan, "fee" | "cancel">,
  today: string,
): PlanStoryView {
  const m = (n: number) => formatMoney(money(n, account.currency));
  return {
    parts: account.parts.map((p, i) => ({
      name: partName(i),
      amount: m(p.amount),
      when: p.dueDay === today && p.paid < p.amount ? "today" : `by ${formatDay(p.dueDay)}`,
      state: partState(p, m, today),
    })),
    paid: `Paid ${m(account.towards)} of ${m(account.total)}`,
    next: nextPartWords(account.nextPart, account.currency),
    fee: feeWords(plan, account.currency),
    cancel: cancelWords(plan.cancel, account.currency),
  };
}
