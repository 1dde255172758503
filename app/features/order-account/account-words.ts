// The account in words: its one-line standing, and each of its rows as a signed line.
import { formatPrice, formatSignedPrice } from "~/features/currency";
import { formatDay } from "~/lib/lagos-clock";
import type { OrderAccount } from "./account";
import type { AccountRows } from "./rows";

/** "Tuesday 15 December": the shop's day formatter, less its year (a balance falls due within weeks). */
const dueDayWords = (day: string) => formatDay(day).replace(/ \d{4}$/, "");

/** Where the order's money stands, in one sentence for the owner and the shopper. */
export function accountWords(account: OrderAccount): string {
  switch (account.status) {
    case "unpaid":
      return `Not paid yet: ${formatPrice(account.owedNow)} to pay`;
    case "deposit-paid":
      return account.dueDay
        ? `Deposit paid: ${formatPrice(account.owedNow)} to pay by ${dueDayWords(account.dueDay)}`
        : `Deposit paid: ${formatPrice(account.owedNow)} to pay`;
    case "paid-in-full":
      return "Paid in full";
    case "overpaid":
      return `${formatPrice(account.overpaid)} to return`;
    case "returned":
      return `Returned: ${formatPrice(account.total - account.netPaid)} given back`;
    case "cancelled":
      return "Cancelled: nothing to return";
  }
}

/** One row of the account: its words and the naira it brought (+) or took away (−). */
export interface AccountLine {
  text: string;
  amount: number;
}

const line = (words: string, amount: number): AccountLine => ({
  text: `${words} ${formatSignedPrice(amount)}`,
  amount,
});

const CODE_WORDS = { credit: "store credit", gift: "gift card" } as const;

/**
 * Every row that moved money, signed, in the order of the rows' kinds (money in, then out): their
 * amounts add up to the account's netPaid. Payments Paystack has not confirmed and failed refunds
 * moved nothing and have no line.
 */
export function accountLines(rows: AccountRows): AccountLine[] {
  const lines: AccountLine[] = [];
  for (const p of rows.payments) if (p.status === "succeeded") lines.push(line("Paid by Paystack", p.amount));
  for (const s of rows.codeSpends) {
    const code = `${CODE_WORDS[s.codeKind]} ending ${s.codeLast4}`;
    lines.push(line(`Paid with ${code}`, s.amount));
    if (s.returned) lines.push(line(`Given back to ${code}`, -s.amount));
  }
  for (const m of rows.movesIn) {
    lines.push(line(`Moved from order ${m.fromOrder}`, m.amount));
    if (m.returned) lines.push(line(`Move from order ${m.fromOrder} given back to its code`, -m.amount));
  }
  for (const r of rows.refunds) {
    if (r.status === "processed") lines.push(line("Refund", -r.amount));
    else if (r.status !== "failed") lines.push(line("Refund on its way", -r.amount));
  }
  for (const c of rows.creditIssued) lines.push(line(`Store credit issued, code ending ${c.codeLast4}`, -c.amount));
  for (const m of rows.movesOut) lines.push(line(`Moved to order ${m.toOrder}`, -m.amount));
  return lines;
}
