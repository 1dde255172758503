// Where a transfer to her own account goes: pure, no I/O (docs/decisions/300).
import { formatMoney, money, parseMoney, smallestAmount, type LedgerCurrency, type Money } from "~/features/currency";

/** One of her orders that owes money now, as its account says (kobo). */
export interface Owing {
  reference: string;
  placedAt: Date;
  owed: number;
}

export interface TransferSplit {
  /** What each order takes, in the order they take it. */
  parts: { reference: string; amount: number }[];
  /** What no order owes: her store credit. */
  rest: number;
}

/**
 * The order she chose first (when it still owes), then her oldest that owes, each taking at most
 * what it owes; what is left is hers as store credit.
 */
export function splitTransfer(amount: number, owing: readonly Owing[], chosen: string | null): TransferSplit {
  const oldestFirst = [...owing]
    .filter((o) => o.owed > 0)
    .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.reference.localeCompare(b.reference));
  const first = oldestFirst.find((o) => o.reference === chosen);
  const queue = first ? [first, ...oldestFirst.filter((o) => o !== first)] : oldestFirst;
  const parts: TransferSplit["parts"] = [];
  let rest = amount;
  for (const o of queue) {
    if (rest <= 0) break;
    const take = Math.min(rest, o.owed);
    parts.push({ reference: o.reference, amount: take });
    rest -= take;
  }
  return { parts, rest };
}

/**
 * The amount she typed in "Pay an amount", in the order's currency: at least the smallest amount,
 * at most what the order owes now.
 */
export function readAmountToPay(
  typed: string,
  owed: Money,
): { ok: true; amount: number } | { ok: false; error: string } {
  const read = parseMoney(typed, owed.currency);
  if (!read.ok) return read;
  const least = smallestAmount(owed.currency);
  if (read.money.amount < least)
    return { ok: false, error: `Pay at least ${formatMoney(money(least, owed.currency))}.` };
  if (read.money.amount > owed.amount)
    return { ok: false, error: `The order owes ${formatMoney(owed)}: pay at most that.` };
  return { ok: true, amount: read.money.amount };
}

/** Her own account as her page and her reminders name it. */
export interface TransferAccountView {
  accountNumber: string;
  bankName: string;
  accountName: string;
  /** A demo account (no Paystack keys): no money moves to it. */
  demo: boolean;
}

/** "Your own account for paying by transfer: 0123456789 · Wema Bank · Hazel/Ada Obi". */
export const transferAccountWords = (a: TransferAccountView) =>
  `Your own account for paying by transfer: ${a.accountNumber} · ${a.bankName} · ${a.accountName}` +
  (a.demo ? " (demo account: no money moves to it)" : "");

/** The currency transfers to her account come in: Paystack's dedicated accounts are naira accounts. */
export const TRANSFER_CURRENCY: LedgerCurrency = "NGN";
