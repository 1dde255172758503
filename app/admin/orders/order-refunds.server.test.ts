import { randomBytes } from "node:crypto";
import { beforeAll, expect, it, vi } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import type { OrderDelivery, OrderItem } from "~/features/orders";
import { recordMoneyToReturn } from "~/server/orders/change-state.server";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { newReference } from "~/server/orders/new-order.server";
import { shopperOrderView } from "~/server/orders/order-page.server";
import { findOrder, insertOrder } from "~/server/orders/store/index.server";
import { refundsOf } from "~/server/refunds/store.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { parseAdminAction, runAdminAction } from "./order-actions.server";
import { adminOrderView } from "./order-view.server";
import { refundsView, runRefundForm } from "./order-refunds.server";

vi.setConfig({ testTimeout: 30_000 });
const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;

/** A London order in dollars: every amount whole cents. Two pieces at $45.25, DHL $30.00: $120.50. */
const CENTS = 12_050;
const items: OrderItem[] = [
  { productId: 42, name: "BB Ensemble", size: "M", quantity: 2, unitPrice: 4_525, lineTotal: 9_050 },
];
const delivery: OrderDelivery = {
  method: "abroad",
  zone: "uk-europe",
  label: "DHL Express, UK and Europe",
  fee: 3_000,
  express: false,
  expressFee: 0,
  readyFrom: null,
  readyBy: null,
  deliverBy: null,
  neededBy: null,
};
const key = () => randomBytes(16).toString("hex");

describeOnBothDatabases("a dollar order's screens and refund form, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  let reference: string;

  beforeAll(async () => {
    reference = newReference();
    // Its total in Paystack's cents, as kept: orderTotal reads it back as 12050 cents.
    await insertOrder(services.db, {
      reference,
      isTest: true,
      customer,
      items,
      delivery,
      amountMinor: CENTS,
      currency: "USD",
    });
  });

  const order = async () => (await findOrder(services.db, reference))!;
  const refundForm = async (amount: string) =>
    runRefundForm(services.db, services.env, await order(), [
      ["intent", "paystack-refund"],
      ["payment", reference],
      ["amount", amount],
      ["reason", "Returned unworn"],
      ["key", key()],
    ]);

  it("shows the shopper her unpaid order in dollars: its total, what she owes, the words of its account", async () => {
    const view = await shopperOrderView(services.db, await order(), { demo: false, own: true });
    expect(view).toMatchObject({
      currency: "USD",
      total: CENTS,
      items: [{ unitPrice: 4_525, lineTotal: 9_050 }],
      delivery: { fee: 3_000 },
      payment: { amount: CENTS },
      money: { words: "Not paid yet: $120.50 to pay", owed: CENTS, paid: 0 },
    });
  });

  it("shows the owner its items, delivery, total and money in dollars, never naira", async () => {
    fake.transactions.set(reference, { reference, status: "success", amount: CENTS, currency: "USD" });
    expect((await confirmPayment(services, reference)).kind).toBe("done");
    const view = await adminOrderView(services.db, services.env, await order());
    expect(view).toMatchObject({
      currency: "USD",
      total: CENTS,
      delivery: ["Delivery: DHL Express, UK and Europe - $30.00"],
    });
    expect(view.money).toMatchObject({ words: "Paid in full", paid: CENTS, owed: 0 });
    expect(view.money.lines.map((l) => l.text)).toEqual(["Paid by Paystack +$120.50"]);
    const refunds = await refundsView(services.db, services.env, await order());
    expect(refunds).toMatchObject({ currency: "USD", standing: { paid: CENTS, refundable: CENTS } });
    expect(refunds.payments).toMatchObject([
      { reference, refundable: CENTS, label: `Full payment ${reference} (up to $120.50)` },
    ]);
  });

  it("reads the refund form's dollars as cents, stores and sends the refund in cents, and caps it in dollars", async () => {
    expect(await refundForm("12.345")).toEqual({
      ok: false,
      intent: "paystack-refund",
      message: "At most two decimals: type it like $120.50.",
    });
    expect(await refundForm("₦20")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^This amount is in US dollars/),
    });
    expect(await refundForm("$20.5")).toEqual({ ok: true, done: "refund-sent" });
    expect(await refundsOf(services.db, reference)).toMatchObject([{ amount: 2_050, currency: "USD" }]);
    const sent = [...fake.refunds.values()].filter((r) => r.reference === reference);
    expect(sent).toMatchObject([{ amount: 2_050, currency: "USD" }]);
    // What is left ($100.00) is the cap, counted by the order's account in cents and said in dollars.
    expect(await refundForm("100.01")).toEqual({
      ok: false,
      intent: "paystack-refund",
      message: expect.stringMatching(/^At most \$100\.00 can be refunded from this payment/),
    });
    expect(await refundForm("100")).toEqual({ ok: true, done: "refund-sent" });
    expect((await refundsOf(services.db, reference)).map((r) => r.amount)).toEqual([2_050, 10_000]);
  });

  it("holds the release of a dollar order for its balance, said in dollars and cents", async () => {
    // Both refunds above sent back all it paid: the open order owes its whole total again.
    const move = async (to: string) => {
      const parsed = parseAdminAction([
        ["intent", "move"],
        ["to", to],
        ["note", to === "shipped" ? "DHL 1234567890" : ""],
      ]);
      if (!parsed.ok) throw new Error(parsed.error);
      return runAdminAction(services, await order(), parsed.action, { "cancel-paid": true, "mark-refunded": true });
    };
    expect(await move("in_production")).toMatchObject({ ok: true });
    expect(await move("ready")).toMatchObject({ ok: true });
    const view = await adminOrderView(services.db, services.env, await order());
    expect(view.held).toMatchObject({ shipped: "$120.50 balance still to pay" });
    expect(await move("shipped")).toEqual({ ok: false, error: "Not yet: $120.50 balance still to pay." });
  });

  it("reads a naira refund as the owner types it (35k, ₦35,000) and refuses what is not an amount in words", async () => {
    const naira = newReference();
    const NAIRA = 70_000;
    await insertOrder(services.db, {
      reference: naira,
      isTest: true,
      customer,
      items: [{ ...items[0]!, quantity: 1, unitPrice: NAIRA, lineTotal: NAIRA }],
      amountMinor: NAIRA * 100,
    });
    fake.transactions.set(naira, { reference: naira, status: "success", amount: NAIRA * 100, currency: "NGN" });
    expect((await confirmPayment(services, naira)).kind).toBe("done");
    const form = async (amount: string) =>
      runRefundForm(services.db, services.env, (await findOrder(services.db, naira))!, [
        ["intent", "paystack-refund"],
        ["payment", naira],
        ["amount", amount],
        ["reason", "Returned unworn"],
        ["key", key()],
      ]);
    expect(await form("abc")).toEqual({
      ok: false,
      intent: "paystack-refund",
      message: '"abc" is not an amount: type it like ₦35,000 or 35k.',
    });
    expect(await form("35k")).toEqual({ ok: true, done: "refund-sent" });
    expect(await form("₦35,000")).toEqual({ ok: true, done: "refund-sent" });
    expect((await refundsOf(services.db, naira)).map((r) => [r.amount, r.currency])).toEqual([
      [3_500_000, "NGN"],
      [3_500_000, "NGN"],
    ]);
  });

  it("keeps a dollar payment to return unreturned until refunds sent back all its cents", async () => {
    const other = newReference();
    await insertOrder(services.db, {
      reference: other,
      isTest: true,
      customer,
      items,
      delivery,
      amountMinor: CENTS,
      currency: "USD",
    });
    const payment = { reference: other, status: "success", amount: CENTS, currency: "USD" };
    await recordMoneyToReturn(services.db, (await findOrder(services.db, other))!, { source: "webhook", payment });
    const processed = (amount: number) =>
      services.db.query(
        `insert into refunds (order_reference, payment_reference, idempotency_key, amount, reason, status)
         values ($1, $1, $2, $3, 'Returned', 'processed')`,
        [other, key(), amount],
      );
    const toReturn = async () =>
      (await adminOrderView(services.db, services.env, (await findOrder(services.db, other))!)).moneyToReturn;

    await processed(6_000);
    expect(await toReturn()).toMatchObject([{ amount: { amount: CENTS, currency: "USD" }, returned: false }]);
    await processed(CENTS - 6_000);
    expect(await toReturn()).toMatchObject([{ amount: { amount: CENTS, currency: "USD" }, returned: true }]);
  });
});
