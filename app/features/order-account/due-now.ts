// What the order asks her to pay now, from its account: the one figure the order page names, its
// pay buttons name, and the payment started then charges.
import type { OrderState } from "~/features/orders";
import type { PaymentKind } from "~/features/payments";
import { formatMoney, money, type Money } from "~/features/currency";
import { owedBy, type OrderAccount } from "./account";
import { dueDayWords } from "./account-words";

/** The part of the order a payment now is for. */
type DuePart = "full" | "deposit" | "balance" | "first-part" | "part";

export interface DueNow {
  part: DuePart;
  /** What is charged now, in the order's currency. */
  money: Money;
  /** What is left after a deposit (its balance, by `dueDay`) or a plan's part, else null. */
  after: Money | null;
  /** The last Lagos day to pay the balance on (a deposit order's) or the part (a plan's), else null. */
  dueDay: string | null;
}

/** Order states in which an open balance is paid: the order is being made or waits for her. */
const BALANCE_PAYABLE: readonly OrderState[] = ["paid", "in_production", "ready"];

/**
 * While the order is pending: its deposit or a plan's first part (what of it is not paid yet) when
 * it has one, else all it owes; once it is made, a plan's parts due by `today` (Lagos), or its next
 * part when none is late (paid early, it moves the next date on); a deposit's balance; else nothing.
 */
export function dueNow(account: OrderAccount, status: OrderState, today?: string): DueNow | undefined {
  const { currency, owedNow, dueDay } = account;
  if (owedNow <= 0) return undefined;
  if (account.parts && status !== "pending") {
    if (!BALANCE_PAYABLE.includes(status) || !account.nextPart) return undefined;
    const late = today ? owedBy(account, today) : 0;
    const amount = late > 0 ? late : account.nextPart.amount - account.nextPart.paid;
    return { part: "part", money: money(amount, currency), after: money(owedNow - amount, currency), dueDay };
  }
  if (status === "pending") {
    if (account.deposit === null) return { part: "full", money: money(owedNow, currency), after: null, dueDay: null };
    // What came in counts towards the deposit first; the balance (total − deposit) waits.
    const amount = owedNow - (account.total - account.deposit);
    if (amount <= 0) return undefined;
    const part = account.parts ? "first-part" : "deposit";
    const next = account.parts ? (account.parts[1]?.dueDay ?? null) : dueDay;
    return { part, money: money(amount, currency), after: money(owedNow - amount, currency), dueDay: next };
  }
  if (BALANCE_PAYABLE.includes(status))
    return { part: "balance", money: money(owedNow, currency), after: null, dueDay };
  return undefined;
}

/**
 * The ledger's kind of the payment started for what is due: the balance, or (once the order has a
 * payment already, its first written with it) a `retry` of what is due before it is made.
 */
export const paymentKindOf = (due: DueNow, payments: number): PaymentKind =>
  due.part === "balance" || due.part === "part"
    ? "balance"
    : payments > 0
      ? "retry"
      : due.part === "first-part"
        ? "deposit"
        : due.part;

/**
 * What is due now, in words for her order page: "Deposit to pay now: ₦78,750 (then ₦26,250 by
 * Wednesday 9 December)", "Balance to pay: ₦26,250 by Wednesday 9 December", "Not paid yet:
 * ₦105,000 to pay"; "Nothing to pay" when nothing is due.
 */
export function dueNowWords(due: DueNow | undefined): string {
  if (!due) return "Nothing to pay";
  const by = due.dueDay ? ` by ${dueDayWords(due.dueDay)}` : "";
  switch (due.part) {
    case "deposit":
      return `Deposit to pay now: ${formatMoney(due.money)} (then ${formatMoney(due.after!)}${by})`;
    case "balance":
      return `Balance to pay: ${formatMoney(due.money)}${by}`;
    case "full":
      return `Not paid yet: ${formatMoney(due.money)} to pay`;
    case "first-part":
      return `First part to pay now: ${formatMoney(due.money)} (then ${formatMoney(due.after!)} in parts${by ? `, the next${by}` : ""})`;
    case "part":
      return `Next part to pay: ${formatMoney(due.money)}${by}`;
  }
}

/**
 * A pay button's words, naming what it charges: "Pay ₦78,750 deposit", "Pay the balance ₦26,250",
 * "Complete payment ₦105,000"; the labelled test payment's "Pay (test) ₦78,750" and "Pay the
 * balance (test) ₦26,250".
 */
export function payButtonWords(due: DueNow, opts: { test?: boolean } = {}): string {
  const amount = formatMoney(due.money);
  if (due.part === "balance") return opts.test ? `Pay the balance (test) ${amount}` : `Pay the balance ${amount}`;
  if (due.part === "part") return opts.test ? `Pay the next part (test) ${amount}` : `Pay the next part ${amount}`;
  if (opts.test) return `Pay (test) ${amount}`;
  if (due.part === "first-part") return `Pay the first part ${amount}`;
  return due.part === "deposit" ? `Pay ${amount} deposit` : `Complete payment ${amount}`;
}
