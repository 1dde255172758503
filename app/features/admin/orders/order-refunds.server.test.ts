import { randomBytes } from "node:crypto";
import { beforeAll, expect, it, vi } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import type { OrderDelivery, OrderItem } from "~/features/orders";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { newReference } from "~/server/orders/new-order.server";
import { shopperOrderView } from "~/server/orders/order-page.server";
import { findOrder, insertOrder } from "~/server/orders/store/index.server";
import { refundsOf } from "~/server/refunds/store.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
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
      amountKobo: CENTS,
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
      message: "Enter the amount in US dollars and cents, like 120.50.",
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
});
