// Whether what a reader states is what the order's account says, in the account's currency; and
// whether the account itself holds together. Pure: the statements and the account are read before.
import { BALANCE_DUE } from "~/admin/orders/stages";
import { formatMoney, formatSignedMoney, money, type Money } from "~/features/currency";
import { accountWords, type AccountRows, type OrderAccount } from "~/features/order-account";
import type { OrderState } from "~/features/orders";
import type { PaidWord } from "~/features/aso-ebi";
import type { Figure, Statement } from "./readers.server";

/** One thing a reader states that the account does not. */
export interface Disagreement {
  reader: string;
  what: string;
  account: string;
  reader_says: string;
}

/** The account's own value of each figure a reader may state. */
function accountFigures(a: OrderAccount): Record<Figure, Money> {
  const m = (amount: number) => money(amount, a.currency);
  return {
    total: m(a.total),
    paid: m(a.paid),
    owed: m(a.owedNow),
    kept: m(a.netPaid),
    toReturn: m(a.overpaid),
    paidByPaystack: m(a.paidByPaystack),
    refundable: m(a.refundable),
    creditable: m(a.creditable),
    movable: m(a.movable),
  };
}

const said = (m: Money | undefined) => (m ? `${formatMoney(m)} (${m.currency} ${m.amount})` : "nothing");

/** Where `statement` differs from the account of an order in `status`. */
export function disagreements(
  statement: Statement,
  account: OrderAccount,
  rows: AccountRows,
  status: OrderState,
): Disagreement[] {
  const out: Disagreement[] = [];
  const differ = (what: string, expected: string, got: string) =>
    out.push({ reader: statement.reader, what, account: expected, reader_says: got });
  if (statement.currency !== undefined && statement.currency !== account.currency)
    differ("currency", account.currency, statement.currency);
  const expected = accountFigures(account);
  for (const [figure, value] of Object.entries(statement.figures ?? {}) as [Figure, Money][]) {
    const want = expected[figure];
    if (value.amount !== want.amount || value.currency !== want.currency) differ(figure, said(want), said(value));
  }
  if (statement.words !== undefined && statement.words !== accountWords(account))
    differ("words", accountWords(account), statement.words);
  if (statement.asks && (statement.asks.amount > account.owedNow || statement.asks.amount <= 0))
    differ("asks to pay", `between 1 and ${said(expected.owed)}`, said(statement.asks));
  if (statement.lines) {
    const sum = statement.lines.reduce((s, l) => s + l.amount, 0);
    if (sum !== account.netPaid) differ("lines add up to", said(expected.kept), said(money(sum, account.currency)));
    for (const l of statement.lines)
      if (!l.text.endsWith(formatSignedMoney(money(l.amount, account.currency))))
        differ("line", `ends ${formatSignedMoney(money(l.amount, account.currency))}`, l.text);
  }
  const sign = account.currency === "NGN" ? "₦" : "$";
  for (const text of statement.texts ?? [])
    for (const [amount] of text.matchAll(/[₦$]\s?\d[\d,]*(?:\.\d+)?/g))
      if (!amount.startsWith(sign)) differ("an amount in its text", `in ${account.currency}`, `${amount} in “${text}”`);
  for (const { reference, said: value } of statement.toReturnOf ?? []) {
    const payment = rows.payments.find((p) => p.reference === reference);
    if (!payment) continue;
    const want = money(payment.amount, payment.currency ?? "NGN");
    if (value.amount !== want.amount || value.currency !== want.currency)
      differ(`to return of ${reference}`, said(want), said(value));
  }
  if (statement.balanceDue !== undefined) {
    const due =
      account.plan === "deposit" && (BALANCE_DUE.states as readonly string[]).includes(status) && account.owedNow > 0;
    if (statement.balanceDue !== due) differ("listed under Balance due", String(due), String(statement.balanceDue));
  }
  return out;
}

/**
 * What the account must hold whatever happened: what it holds is what came in less all that left;
 * it never owes below nothing; a refund never gives more than credit could; and a row in another
 * currency is never counted (every row read is in the order's).
 */
export function brokenInvariants(a: OrderAccount, rows: AccountRows): string[] {
  const broken: string[] = [];
  const left = a.refunded.processed + a.refunded.pending + a.creditIssued + a.movedOut;
  if (a.netPaid !== a.paid - left)
    broken.push(`netPaid ${a.netPaid} ≠ paid ${a.paid} − refunds, credit and moves ${left}`);
  if (a.owedNow < 0) broken.push(`owedNow ${a.owedNow} < 0`);
  if (a.refundable > a.creditable) broken.push(`refundable ${a.refundable} > creditable ${a.creditable}`);
  if (a.netPaid < 0) broken.push(`netPaid ${a.netPaid} < 0: more left than came in`);
  if (a.otherCurrencyRows !== 0) broken.push(`${a.otherCurrencyRows} rows in another currency than ${a.currency}`);
  const foreign = [...rows.payments, ...rows.refunds].filter((r) => (r.currency ?? "NGN") !== a.currency);
  if (foreign.length > 0) broken.push(`rows in another currency than ${a.currency}: ${JSON.stringify(foreign)}`);
  return broken;
}

/**
 * Where the coordinator's page says otherwise of a member than her share's account: paid in full
 * only once an open or handed-over share owes nothing, her deposit once an open deposit share
 * holds it, else nothing; a link to pay only while an open share owes something.
 */
export function memberDisagreements(
  member: { reference: string; paid: PaidWord; payPath: string | null },
  account: OrderAccount,
  status: OrderState,
): Disagreement[] {
  const open = account.stage === "open" && status !== "expired";
  const paid: PaidWord =
    account.stage !== "cancelled" && account.owedNow === 0
      ? "in full"
      : open && account.plan === "deposit" && account.netPaid >= (account.deposit ?? 0)
        ? "deposit"
        : "nothing";
  const out: Disagreement[] = [];
  const reader = "coordinator's page";
  if (member.paid !== paid) out.push({ reader, what: "paid", account: paid, reader_says: member.paid });
  const payable = open && account.owedNow > 0;
  if ((member.payPath !== null) !== payable)
    out.push({ reader, what: "a link to pay", account: String(payable), reader_says: String(member.payPath !== null) });
  return out;
}
