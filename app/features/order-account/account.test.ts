import { describe, expect, it } from "vitest";
import {
  accountLines,
  accountWords,
  capFor,
  orderAccount,
  type AccountLine,
  type AccountPlan,
  type AccountRows,
  type AccountStage,
  type AccountStatus,
  type CodeSpendRow,
  type CreditIssueRow,
  type MoveInRow,
  type MoveOutRow,
  type PaystackPaymentRow,
  type RefundRow,
} from ".";

const ORDER = "HZL-ABCDEFGHJKMN";
const OTHER = "HZL-PQRSTUVWXYZ2";
const WAYS = ["refund", "credit", "move"] as const;

const createRows = (overrides: Partial<AccountRows> = {}): AccountRows => ({
  total: 10_000_000,
  plan: { kind: "full" },
  stage: "open",
  discount: null,
  payments: [],
  codeSpends: [],
  refunds: [],
  creditIssued: [],
  movesOut: [],
  movesIn: [],
  ...overrides,
});
const paystack = (amount: number, over: Partial<PaystackPaymentRow> = {}): PaystackPaymentRow => ({
  reference: ORDER,
  kind: "full",
  amount,
  status: "succeeded",
  ...over,
});
const refund = (amount: number, status: RefundRow["status"] = "processed"): RefundRow => ({
  paymentReference: ORDER,
  amount,
  status,
});
const spend = (codeKind: CodeSpendRow["codeKind"], amount: number, returned = false): CodeSpendRow => ({
  codeKind,
  codeLast4: codeKind === "gift" ? "GG11" : "CC22",
  amount,
  returned,
});
const issued = (amount: number): CreditIssueRow => ({ codeLast4: "AB12", amount });
const moveIn = (amount: number, returned = false): MoveInRow => ({ fromOrder: OTHER, amount, returned });
const moveOut = (amount: number, toOrder = OTHER): MoveOutRow => ({ toOrder, amount });
const depositPlan: AccountPlan = { kind: "deposit", deposit: 82_500_000, balanceDueDay: "2026-12-15" };
const words = (rows: AccountRows) => accountWords(orderAccount(rows));
const statusOf = (rows: AccountRows): AccountStatus => orderAccount(rows).status;

describe("what a ₦100,000 order paid in full may give back", () => {
  const paid = createRows({ stage: "cancelled", payments: [paystack(10_000_000)] });

  it("credit then refund: ₦100,000 at most in all", () => {
    const credited = { ...paid, creditIssued: [issued(6_000_000)] };
    expect(capFor(orderAccount(credited), "refund")).toBe(4_000_000);
    const refunded = { ...credited, refunds: [refund(4_000_000)] };
    const account = orderAccount(refunded);
    expect(WAYS.map((w) => capFor(account, w))).toEqual([0, 0, 0]);
    expect(account.refunded.processed + account.creditIssued).toBe(10_000_000);
    expect(accountWords(account)).toBe("Cancelled: nothing to return");
  });

  it("move then refund: ₦100,000 at most in all", () => {
    const moved = { ...paid, movesOut: [moveOut(7_000_000)] };
    expect(capFor(orderAccount(moved), "refund")).toBe(3_000_000);
    const account = orderAccount({ ...moved, refunds: [refund(3_000_000, "pending")] });
    expect(account.movesOut).toEqual([moveOut(7_000_000)]);
    expect(account.refunded).toEqual({ processed: 0, pending: 3_000_000 });
    expect(capFor(account, "move")).toBe(0);
    expect(capFor(account, "credit")).toBe(0);
  });

  it("a failed refund gives its amount back to what may leave; one on its way does not", () => {
    const account = orderAccount({ ...paid, refunds: [refund(5_000_000, "failed"), refund(2_000_000, "unsent")] });
    expect(account.refunded).toEqual({ processed: 0, pending: 2_000_000 });
    expect(capFor(account, "credit")).toBe(8_000_000);
    expect(accountWords(account)).toBe("₦80,000 to return");
  });
});

describe("a deposit order", () => {
  const deposit = createRows({
    total: 110_000_000,
    plan: depositPlan,
    payments: [paystack(82_500_000, { kind: "deposit" })],
  });

  it("reads its balance and the day it is due once the 75% deposit is paid", () => {
    const account = orderAccount(deposit);
    expect(account).toMatchObject({ status: "deposit-paid", owedNow: 27_500_000, dueDay: "2026-12-15", overpaid: 0 });
    expect(accountWords(account)).toBe("Deposit paid: ₦275,000 to pay by Tuesday 15 December");
  });

  it("is paid in full with its balance", () => {
    const payments = [...deposit.payments, paystack(27_500_000, { reference: `${ORDER}-2`, kind: "balance" })];
    expect(words({ ...deposit, payments })).toBe("Paid in full");
  });

  it("has money to return after a second deposit", () => {
    const payments = [...deposit.payments, paystack(82_500_000, { reference: `${ORDER}-2`, kind: "deposit" })];
    const account = orderAccount({ ...deposit, payments });
    expect(account).toMatchObject({ status: "overpaid", owedNow: 0, overpaid: 55_000_000 });
    expect(accountWords(account)).toBe("₦550,000 to return");
  });

  it("is not paid while Paystack has not confirmed its deposit", () => {
    const payments = [paystack(82_500_000, { kind: "deposit", status: "reported" })];
    expect(words({ ...deposit, payments })).toBe("Not paid yet: ₦1,100,000 to pay");
  });
});

describe("codes, discounts and moves", () => {
  it("counts what codes and a move paid, and tells the discount apart from payments", () => {
    const account = orderAccount(
      createRows({
        discount: { code: "WELCOME10", amount: 1_000_000 },
        payments: [paystack(4_000_000)],
        codeSpends: [spend("gift", 2_500_000), spend("credit", 1_500_000)],
        movesIn: [moveIn(2_000_000)],
      }),
    );
    expect(account).toMatchObject({
      discount: 1_000_000,
      paidByPaystack: 4_000_000,
      paidByGiftCards: 2_500_000,
      paidByCredit: 1_500_000,
      movedIn: 2_000_000,
      paid: 10_000_000,
      status: "paid-in-full",
    });
    // While it is open, what codes and the move paid would go back to them on a cancellation.
    expect(WAYS.map((w) => capFor(account, w))).toEqual([4_000_000, 4_000_000, 4_000_000]);
  });

  it("a handed-over order may give what codes paid as credit, but refund only what Paystack took", () => {
    const account = orderAccount(
      createRows({
        stage: "handed-over",
        payments: [paystack(3_000_000)],
        codeSpends: [spend("gift", 7_000_000)],
      }),
    );
    expect(capFor(account, "credit")).toBe(10_000_000);
    expect(capFor(account, "refund")).toBe(3_000_000);
  });

  it("once cancelled, what codes paid is back on them and only Paystack's money is to return", () => {
    const account = orderAccount(
      createRows({
        stage: "cancelled",
        payments: [paystack(6_000_000)],
        codeSpends: [spend("credit", 4_000_000, true)],
      }),
    );
    expect(account).toMatchObject({ paidByCredit: 0, paid: 6_000_000, owedNow: 0, overpaid: 6_000_000 });
    expect(capFor(account, "move")).toBe(6_000_000);
    expect(accountWords(account)).toBe("₦60,000 to return");
  });

  it("an open order owes again what left it; a handed-over one has had it returned", () => {
    const rows = createRows({ payments: [paystack(10_000_000)], creditIssued: [issued(3_000_000)] });
    expect(statusOf(rows)).toBe("unpaid");
    expect(words(rows)).toBe("Not paid yet: ₦30,000 to pay");
    const stage: AccountStage = "handed-over";
    const handed = orderAccount({ ...rows, stage });
    expect(handed).toMatchObject({ status: "returned", owedNow: 0, netPaid: 7_000_000 });
    expect(accountWords(handed)).toBe("Returned: ₦30,000 given back");
  });
});

describe("the account's lines", () => {
  it("are its money rows, signed, adding up to what it holds", () => {
    const rows = createRows({
      stage: "cancelled",
      payments: [paystack(8_000_000), paystack(500_000, { reference: `${ORDER}-2`, status: "open" })],
      codeSpends: [spend("gift", 2_000_000, true)],
      movesIn: [moveIn(1_000_000)],
      refunds: [refund(1_000_000), refund(500_000, "failed")],
      creditIssued: [issued(3_000_000)],
      movesOut: [moveOut(1_500_000, "HZL-2345678923AB")],
    });
    const lines: AccountLine[] = accountLines(rows);
    expect(lines.map((l) => l.text)).toEqual([
      "Paid by Paystack +₦80,000",
      "Paid with gift card ending GG11 +₦20,000",
      "Given back to gift card ending GG11 −₦20,000",
      `Moved from order ${OTHER} +₦10,000`,
      "Refund −₦10,000",
      "Store credit issued, code ending AB12 −₦30,000",
      "Moved to order HZL-2345678923AB −₦15,000",
    ]);
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(orderAccount(rows).netPaid);
  });
});

describe("an order's account in its currency", () => {
  it("counts a dollar order's rows in cents, and leaves out any row in naira", () => {
    const usd = { currency: "USD" as const };
    const rows = createRows({
      currency: "USD",
      total: 12_050,
      payments: [paystack(12_050, usd), paystack(1_205_000, { reference: `${ORDER}-2`, currency: "NGN" })],
      refunds: [{ ...refund(2_050), ...usd }, refund(500)],
    });
    const account = orderAccount(rows);
    expect(account).toMatchObject({
      currency: "USD",
      paidByPaystack: 12_050,
      refunded: { processed: 2_050, pending: 0 },
      netPaid: 10_000,
      otherCurrencyRows: 2,
    });
    expect(capFor(account, "refund")).toBe(10_000);
  });

  it("says a dollar order's standing and lines in dollars and cents, a naira row in naira", () => {
    const usd = { currency: "USD" as const };
    const unpaid = orderAccount(createRows({ currency: "USD", total: 12_050 }));
    expect(accountWords(unpaid)).toBe("Not paid yet: $120.50 to pay");
    const rows = createRows({
      currency: "USD",
      total: 12_050,
      stage: "handed-over",
      payments: [paystack(12_050, usd), paystack(500_000, { reference: `${ORDER}-2`, currency: "NGN" })],
      refunds: [{ ...refund(2_050), ...usd }],
    });
    expect(accountWords(orderAccount(rows))).toBe("Returned: $20.50 given back");
    expect(accountLines(rows).map((l) => l.text)).toEqual([
      "Paid by Paystack +$120.50",
      "Paid by Paystack +₦5,000",
      "Refund −$20.50",
    ]);
  });

  it("reads a row that does not say its currency as naira, as the database does for rows kept before", () => {
    const account = orderAccount(createRows({ payments: [paystack(100_000)] }));
    expect(account).toMatchObject({ currency: "NGN", paidByPaystack: 100_000, otherCurrencyRows: 0 });
    const inDollars = orderAccount(createRows({ currency: "USD", total: 1_000, payments: [paystack(100_000)] }));
    expect(inDollars).toMatchObject({ paidByPaystack: 0, owedNow: 1_000, otherCurrencyRows: 1 });
  });
});

describe("an appointment's fee moved onto the order she named", () => {
  const fee = createRows({ total: 10_000, payments: [paystack(10_000)] });
  const moved = { ...fee, movesOut: [{ ...moveOut(10_000), settles: true }] };

  it("owes nothing and may give nothing back: its purpose is met on the other order", () => {
    const account = orderAccount(moved);
    expect(account).toMatchObject({ owedNow: 0, netPaid: 0, movedOnward: 10_000, status: "moved" });
    expect(WAYS.map((w) => capFor(account, w))).toEqual([0, 0, 0]);
    expect(words(moved)).toBe(`Moved to ${OTHER} · nothing to pay`);
    expect(words({ ...moved, stage: "cancelled" })).toBe(`Moved to ${OTHER} · nothing to pay`);
  });

  it("an owner's move out of an open order is still owed again", () => {
    expect(orderAccount({ ...fee, movesOut: [moveOut(10_000)] })).toMatchObject({ owedNow: 10_000, status: "unpaid" });
  });
});

describe("a gift card's order, its code sent", () => {
  const card = createRows({ total: 25_000, payments: [paystack(25_000)] });
  const sent = { ...card, creditIssued: [{ ...issued(25_000), settles: true as const }] };

  it("is paid in full and may give nothing back: the code holds its money", () => {
    const account = orderAccount(sent);
    expect(account).toMatchObject({ owedNow: 0, netPaid: 0, status: "paid-in-full" });
    expect(WAYS.map((w) => capFor(account, w))).toEqual([0, 0, 0]);
    expect(words(sent)).toBe("Paid in full");
  });

  it("store credit issued from an open order is still owed again", () => {
    expect(orderAccount({ ...card, creditIssued: [issued(25_000)] })).toMatchObject({ owedNow: 25_000 });
  });
});
