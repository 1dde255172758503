import { describe, expect, it } from "vitest";
import { dueNow, dueNowWords, orderAccount, payButtonWords, paymentKindOf, type AccountRows } from ".";

const ORDER = "HZL-ABCDEFGHJKMN";
/** ₦105,000 with a 75% deposit of ₦78,750, its balance due by Wednesday 9 December. */
const depositRows = (over: Partial<AccountRows> = {}): AccountRows => ({
  total: 10_500_000,
  plan: { kind: "deposit", deposit: 7_875_000, balanceDueDay: "2026-12-09" },
  stage: "open",
  discount: null,
  payments: [],
  codeSpends: [],
  refunds: [],
  creditIssued: [],
  movesOut: [],
  movesIn: [],
  ...over,
});
const succeeded = (amount: number) => ({
  reference: ORDER,
  kind: "deposit" as const,
  amount,
  status: "succeeded" as const,
});

describe("what a deposit order asks her to pay now", () => {
  it("before its deposit: the deposit, then the balance by its day, and a button naming the deposit", () => {
    const due = dueNow(orderAccount(depositRows()), "pending");
    expect(due).toMatchObject({ part: "deposit", money: { amount: 7_875_000, currency: "NGN" } });
    expect(dueNowWords(due)).toBe("Deposit to pay now: ₦78,750 (then ₦26,250 by Wednesday 9 December)");
    expect(payButtonWords(due!)).toBe("Pay ₦78,750 deposit");
    expect(payButtonWords(due!, { test: true })).toBe("Pay (test) ₦78,750");
  });

  it("is started as the deposit, or a retry of it once the order has a payment, then as the balance", () => {
    const deposit = dueNow(orderAccount(depositRows()), "pending")!;
    expect(paymentKindOf(deposit, 0)).toBe("deposit");
    expect(paymentKindOf(deposit, 1)).toBe("retry");
    const full = dueNow(orderAccount(depositRows({ plan: { kind: "full" } })), "pending")!;
    expect(paymentKindOf(full, 0)).toBe("full");
    const balance = dueNow(orderAccount(depositRows({ payments: [succeeded(7_875_000)] })), "paid")!;
    expect(paymentKindOf(balance, 1)).toBe("balance");
    for (const status of ["cancelled", "expired", "collected", "refunded"] as const)
      expect(dueNow(orderAccount(depositRows({ payments: [succeeded(7_875_000)] })), status)).toBeUndefined();
  });

  it("counts what a code paid towards the deposit first: the balance after it stays the same", () => {
    const codeSpends = [{ codeKind: "credit" as const, codeLast4: "CC22", amount: 2_000_000, returned: false }];
    const due = dueNow(orderAccount(depositRows({ codeSpends })), "pending");
    expect(dueNowWords(due)).toBe("Deposit to pay now: ₦58,750 (then ₦26,250 by Wednesday 9 December)");
  });

  it("once the deposit is in and the order is being made: the balance and its day", () => {
    const account = orderAccount(depositRows({ payments: [succeeded(7_875_000)] }));
    // Still pending (its state not moved yet): nothing more before it is made.
    expect(dueNow(account, "pending")).toBeUndefined();
    const due = dueNow(account, "in_production");
    expect(due).toMatchObject({ part: "balance", money: { amount: 2_625_000 }, dueDay: "2026-12-09" });
    expect(dueNowWords(due)).toBe("Balance to pay: ₦26,250 by Wednesday 9 December");
    expect(payButtonWords(due!)).toBe("Pay the balance ₦26,250");
    expect(payButtonWords(due!, { test: true })).toBe("Pay the balance (test) ₦26,250");
  });

  it("paid in full: nothing to pay", () => {
    const account = orderAccount(depositRows({ payments: [succeeded(7_875_000), succeeded(2_625_000)] }));
    expect(dueNow(account, "ready")).toBeUndefined();
    expect(dueNowWords(dueNow(account, "ready"))).toBe("Nothing to pay");
  });

  it("a dollar deposit in dollars and cents", () => {
    const rows = depositRows({
      currency: "USD",
      total: 14_050,
      plan: { kind: "deposit", deposit: 10_538, balanceDueDay: "2026-12-09" },
    });
    const due = dueNow(orderAccount(rows), "pending");
    expect(due?.money).toEqual({ amount: 10_538, currency: "USD" });
    expect(dueNowWords(due)).toBe("Deposit to pay now: $105.38 (then $35.12 by Wednesday 9 December)");
    expect(payButtonWords(due!)).toBe("Pay $105.38 deposit");
  });

  it("an order paid in full at once: all it owes", () => {
    const due = dueNow(orderAccount(depositRows({ plan: { kind: "full" } })), "pending");
    expect(dueNowWords(due)).toBe("Not paid yet: ₦105,000 to pay");
    expect(payButtonWords(due!)).toBe("Complete payment ₦105,000");
    expect(payButtonWords(due!, { test: true })).toBe("Pay (test) ₦105,000");
  });

  it("asks nothing of a cancelled order, nor a balance once it is handed over", () => {
    expect(dueNow(orderAccount(depositRows({ stage: "cancelled" })), "cancelled")).toBeUndefined();
    const shipped = orderAccount(depositRows({ stage: "handed-over", payments: [succeeded(7_875_000)] }));
    expect(dueNow(shipped, "shipped")).toBeUndefined();
  });
});
