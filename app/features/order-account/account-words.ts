// The account in words: its one-line standing, and each of its rows as a signed line.
import { ledgerMoney, signedLedgerMoney, type LedgerCurrency } from "~/features/currency";
import { formatDay } from "~/lib/lagos-clock";
import type { OrderAccount } from "./account";
import type { AccountRows } from "./rows";

/** "Tuesday 15 December": the shop's day formatter, less its year (a balance falls due within weeks). */
export const dueDayWords = (day: string) => formatDay(day).replace(/ \d{4}$/, "");

/** Where the order's money stands, in one sentence for the owner and the shopper, in its currency. */
export function accountWords(account: OrderAccount): string {
  const money = (amount: number) => ledgerMoney(amount, account.currency);
  switch (account.status) {
    case "unpaid":
      return `Not paid yet: ${money(account.owedNow)} to pay`;
    case "deposit-paid":
      if (account.nextPart)
        return (
          `Paid ${money(account.towards)} of ${money(account.total)}: ` +
          `next part ${money(account.nextPart.amount - account.nextPart.paid)} by ${dueDayWords(account.nextPart.dueDay)}`
        );
      return account.dueDay
        ? `Deposit paid: ${money(account.owedNow)} to pay by ${dueDayWords(account.dueDay)}`
        : `Deposit paid: ${money(account.owedNow)} to pay`;
    case "paid-in-full":
      return "Paid in full";
    case "overpaid":
      return `${money(account.overpaid)} to return`;
    case "returned":
      return `Returned: ${money(account.total - account.netPaid)} given back`;
    case "cancelled":
      return "Cancelled: nothing to return";
    case "moved":
      return `Moved to ${account.movesOut.find((m) => m.settles)?.toOrder ?? "another order"} · nothing to pay`;
  }
}

/** One row of the account: its words and what it brought (+) or took away (−), in the order's currency. */
export interface AccountLine {
  text: string;
  amount: number;
}

const line = (words: string, amount: number, currency: LedgerCurrency): AccountLine => ({
  text: `${words} ${signedLedgerMoney(amount, currency)}`,
  amount,
});

const CODE_WORDS = { credit: "store credit", gift: "gift card" } as const;

/**
 * Every row that moved money, signed, in the order of the rows' kinds (money in, then out): their
 * amounts add up to the account's netPaid. Payments Paystack has not confirmed and failed refunds
 * moved nothing and have no line.
 */
export function accountLines(rows: AccountRows): AccountLine[] {
  const currency = rows.currency ?? "NGN";
  const lines: AccountLine[] = [];
  // A payment or refund says its own currency (one in another than the order's is never converted).
  const push = (words: string, amount: number, own = currency) => lines.push(line(words, amount, own));
  for (const p of rows.payments) if (p.status === "succeeded") push("Paid by Paystack", p.amount, p.currency);
  for (const s of rows.codeSpends) {
    const code = `${CODE_WORDS[s.codeKind]} ending ${s.codeLast4}`;
    push(`Paid with ${code}`, s.amount);
    if (s.returned) push(`Given back to ${code}`, -s.amount);
  }
  for (const m of rows.movesIn) {
    push(`Moved from order ${m.fromOrder}`, m.amount);
    if (m.returned) push(`Move from order ${m.fromOrder} given back to its code`, -m.amount);
  }
  for (const r of rows.refunds) {
    if (r.status === "processed") push("Refund", -r.amount, r.currency);
    else if (r.status !== "failed") push("Refund on its way", -r.amount, r.currency);
  }
  for (const c of rows.creditIssued)
    push(
      c.settles ? `Gift card sent, code ending ${c.codeLast4}` : `Store credit issued, code ending ${c.codeLast4}`,
      -c.amount,
    );
  for (const m of rows.movesOut) push(`Moved to order ${m.toOrder}`, -m.amount);
  return lines;
}
