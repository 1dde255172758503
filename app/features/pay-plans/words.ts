// A plan in words, the same on the quote, the checkout, her page, her reminders and the owner's page.
import { formatMoney, money, type LedgerCurrency } from "~/features/currency";
import { formatDay } from "~/lib/lagos-clock";
import type { FrozenPlan, PlanPart } from "./schedule";
import type { CancelTerms } from "./terms";

const ORDINALS = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"];

/** "First part", "Third part". */
export const partName = (index: number) => `${ORDINALS[index] ?? `Part ${index + 1}:`} part`;

/** Each part in one line: "First part ₦360,000 today", "Second part ₦270,000 by Tuesday 15 December 2026". */
export function partLines(parts: readonly PlanPart[], currency: LedgerCurrency, today?: string): string[] {
  return parts.map((p, i) => {
    const when = today && p.dueDay === today ? "today" : `by ${formatDay(p.dueDay)}`;
    return `${partName(i)} ${formatMoney(money(p.amount, currency))} ${when}`;
  });
}

/** What cancelling returns, in one sentence. */
export function cancelWords(cancel: CancelTerms, currency: LedgerCurrency): string {
  if (cancel.kind === "credit") return "If the order is cancelled, what you paid becomes store credit.";
  return cancel.fee > 0
    ? `If the order is cancelled, what you paid is refunded less a ${formatMoney(money(cancel.fee, currency))} fee.`
    : "If the order is cancelled, what you paid is refunded.";
}

/** The plan's fee and its promise, shown before she pays. */
export function feeWords(plan: Pick<FrozenPlan, "fee">, currency: LedgerCurrency): string {
  const fee = plan.fee > 0 ? `A plan fee of ${formatMoney(money(plan.fee, currency))} is in the first part. ` : "";
  return `${fee}No interest, no credit check, nothing reported anywhere.`;
}
