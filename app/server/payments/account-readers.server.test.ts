// The readers of orders' accounts agree: many read at once equal each read alone, and the home's
// figures (balances, money to return, the takings' roll-up) are sums of the same rows.
import { randomBytes } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { accountFigures } from "~/admin/home/account-figures.server";
import { creditCsv } from "~/admin/credit/credit-views.server";
import { orderCreditView } from "~/admin/orders/order-credit.server";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { CODE_LENGTH, codeFromBytes } from "~/features/credit";
import { accountWords, type OrderAccount } from "~/features/order-account";
import type { Order } from "~/features/orders";
import { lagosDateTimeOf, lagosToday } from "~/lib/lagos-clock";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { parseEnv } from "../base/env.server";
import { paystackConfig } from "../adapters/paystack.server";
import { setPaymentStatus } from "./store.server";
import { readOrderAccount, readOrderAccounts } from "./account.server";
import { changeOrderState } from "../orders/change-state.server";
import { findOrder, insertOrder } from "../orders/store/index.server";
import { newReference } from "../orders/new-order.server";
import { issueCredit } from "../credit/credit-from-order.server";
import { movePayment } from "../credit/move-payment.server";
import { spendCredit } from "../credit/spend-credit.server";
import { addEntry, insertCode } from "../credit/store.server";
import { startRefund } from "../refunds/outgoing-refunds.server";

const key = () => randomBytes(16).toString("hex");
const line = (price: number) => [
  { productId: 1, name: "Orion Dress", size: "M" as const, quantity: 1, unitPrice: price, lineTotal: price },
];

describeOnBothDatabases("every reader of orders' accounts, on %s", (suite) => {
  const t = suite.database();
  const fake = suite.paystack();
  const config = () => paystackConfig(parseEnv({ ...fake.env, NODE_ENV: "test" }))!;
  const email = `readers-${key().slice(0, 6)}@example.com`;
  const placed: Record<"deposit" | "credited" | "refunded" | "movedFrom" | "movedTo" | "gift", Order> = {} as never;

  const order = (price: number, extra: { deposit?: number; discount?: { code: string; amount: number } } = {}) =>
    insertOrder(t.db, {
      reference: newReference(),
      isTest: false,
      customer: { ...createCustomerForm({ email }), email } as never,
      items: line(price),
      amountMinor: price,
      ...(extra.deposit ? { deposit: { amount: extra.deposit, balanceDueAt: new Date("2026-12-15T22:59:59Z") } } : {}),
      ...(extra.discount ? { discount: extra.discount } : {}),
    });
  const reread = async (o: Order) => (await findOrder(t.db, o.reference))!;
  async function paid(price: number, extra: { deposit?: number; cancel?: boolean } = {}) {
    const o = await order(price, extra);
    await setPaymentStatus(t.db, o.reference, "succeeded");
    await changeOrderState(t.db, { reference: o.reference, to: "paid", source: "verify" });
    if (extra.cancel)
      await changeOrderState(t.db, { reference: o.reference, to: "cancelled", source: "owner", note: "x" });
    return reread(o);
  }

  beforeAll(async () => {
    fake.refundMode = { mode: "ok" };
    // A ₦100,000 order whose ₦75,000 deposit is paid.
    placed.deposit = await paid(10_000_000, { deposit: 7_500_000 });
    // Paid, cancelled, ₦60,000 of it turned into store credit (₦15,000 fee): ₦40,000 left to return.
    placed.credited = await paid(10_000_000, { cancel: true });
    const issued = await issueCredit(
      t.db,
      placed.credited.reference,
      {
        amount: "60000",
        fee: "15000",
        reason: "She chose credit",
        override: "Agreed with her",
        contactedAt: lagosDateTimeOf(new Date()).slice(0, 16),
        key: key(),
      },
      { who: "owner", siteUrl: "https://hazel.example" },
    );
    expect(issued).toMatchObject({ kind: "issued" });
    // Paid, cancelled, ₦30,000 refunded through Paystack: ₦70,000 left to return.
    placed.refunded = await paid(10_000_000, { cancel: true });
    const refunded = await startRefund(t.db, config(), placed.refunded, {
      paymentReference: placed.refunded.reference,
      amount: "3000000",
      reason: "Returned",
      key: key(),
    });
    expect(refunded).toMatchObject({ ok: true });
    // Paid, cancelled, ₦60,000 of it moved to her next order, which it pays: ₦40,000 left to return.
    placed.movedFrom = await paid(10_000_000, { cancel: true });
    placed.movedTo = await order(6_000_000);
    const moved = await movePayment(
      t.db,
      placed.movedFrom.reference,
      { to: placed.movedTo.reference, reason: "She chose another dress", key: key() },
      "owner",
    );
    expect(moved).toMatchObject({ kind: "moved", amount: 6_000_000, paid: true });
    // ₦50,000 less a ₦5,000 code: ₦20,000 from a gift card, the ₦25,000 rest by Paystack.
    const gift = await order(4_500_000, { discount: { code: "WELCOME10", amount: 500_000 } });
    const card = codeFromBytes(randomBytes(CODE_LENGTH));
    await t.db.transaction(async (tx) => {
      const code = await insertCode(tx, { code: card, email, kind: "gift" });
      await addEntry(tx, {
        codeId: code.id,
        amount: 2_000_000,
        kind: "issued",
        who: "shop",
        why: "Bought",
        movementKey: key(),
      });
      expect(await spendCredit(tx, gift, card, new Date())).toBe(2_500_000); // what Paystack is to take
    });
    await setPaymentStatus(t.db, gift.reference, "succeeded");
    await changeOrderState(t.db, { reference: gift.reference, to: "paid", source: "verify" });
    placed.gift = await reread(gift);
    for (const [name, o] of Object.entries(placed)) placed[name as keyof typeof placed] = await reread(o);
  }, 120_000);

  const all = () => Object.values(placed);

  it("reads many accounts at once exactly as each alone, in the account's words", async () => {
    const many = await readOrderAccounts(t.db, all());
    for (const o of all()) expect(many.get(o.reference)).toEqual(await readOrderAccount(t.db, o));
    const words = (o: Order) => accountWords(many.get(o.reference)!.account);
    expect(words(placed.deposit)).toBe("Deposit paid: ₦25,000 to pay by Tuesday 15 December");
    expect(words(placed.credited)).toBe("₦40,000 to return");
    expect(words(placed.refunded)).toBe("₦70,000 to return");
    expect(words(placed.movedFrom)).toBe("₦40,000 to return");
    expect(words(placed.movedTo)).toBe("Paid in full");
    expect(words(placed.gift)).toBe("Paid in full");
    expect(many.get(placed.gift.reference)!.account).toMatchObject({
      paidByGiftCards: 2_000_000,
      paidByPaystack: 2_500_000,
      discount: 500_000,
    });
    expect(many.get(placed.movedTo.reference)!.account.movesIn).toEqual([
      { fromOrder: placed.movedFrom.reference, amount: 6_000_000 },
    ]);
    expect(await readOrderAccounts(t.db, [])).toEqual(new Map());
  });

  it("gives the home the accounts' sums: balances owed and money to return", async () => {
    const figures = await accountFigures(t.db);
    expect(figures.balances).toBe(1);
    expect(figures.owed).toBe(2_500_000);
    expect(figures.moneyToReturn.total).toBe(3);
    expect(figures.moneyToReturn.kobo).toBe(4_000_000 + 7_000_000 + 4_000_000);
    expect(figures.moneyToReturn.orders.map((o) => o.reference).sort()).toEqual(
      [placed.credited, placed.refunded, placed.movedFrom].map((o) => o.reference).sort(),
    );
  });

  it("counts in the takings' roll-up the very Paystack payments and refunds the accounts read", async () => {
    const accounts = [...(await readOrderAccounts(t.db, all())).values()].map((r) => r.account);
    const sum = (of: (a: OrderAccount) => number) => accounts.reduce((n, a) => n + of(a), 0);
    const [day] = await t.db.query<{ taken: string; returned: string }>(
      "select taken, returned from daily_takings where day = $1",
      [lagosToday()],
    );
    // Taken: what Paystack took (never what a code or a move paid). Returned: a cancelled order's
    // Paystack money the day it was cancelled, else its processed refunds.
    expect(Number(day!.taken)).toBe(sum((a) => a.paidByPaystack));
    expect(Number(day!.taken)).toBe(7_500_000 + 3 * 10_000_000 + 2_500_000);
    expect(Number(day!.returned)).toBe(sum((a) => (a.stage === "cancelled" ? a.paidByPaystack : a.refunded.processed)));
  });

  it("signs the credit ledger's lines and names a moved payment's orders, in the CSV and on the order's page", async () => {
    const csv = await creditCsv(t.db);
    const from = placed.movedFrom.reference;
    const to = placed.movedTo.reference;
    expect(csv).toContain(`,Moved from order ${from},60000,60000,${from},`);
    expect(csv).toContain(`,Moved to order ${to},-60000,0,${to},`);
    expect(csv).toMatch(/,Adjusted,-15000,45000,HZL-/);
    expect(csv).not.toMatch(new RegExp(`,Issued,60000,60000,${from}`));
    const lines = async (o: Order) => (await orderCreditView(t.db, o)).entries.map((e) => [e.label, e.amount]);
    expect(await lines(placed.movedFrom)).toEqual([[`Moved to order ${to}`, -6_000_000]]);
    expect(await lines(placed.movedTo)).toEqual([[`Moved from order ${from}`, 6_000_000]]);
    expect(await lines(placed.credited)).toEqual([
      ["Issued", 6_000_000],
      ["Adjusted", -1_500_000],
    ]);
  });
});
