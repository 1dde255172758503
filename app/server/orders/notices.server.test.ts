import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { startEmailjsFake, type EmailjsFake } from "../../../test-fakes/emailjs";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { parseEnv } from "../base/env.server";
import { startOutboxRelay } from "../outbox/relay.server";
import { emailWriters as writers } from "../services.server";
import { changeOrderState } from "./change-state.server";
import { queueShopperUpdate } from "./notices.server";
import { insertOrder } from "./store/index.server";
import { newReference } from "./new-order.server";
import { findProductFacts } from "~/features/catalogue";

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;

describeOnBothDatabases("order emails through the outbox on %s", (suite) => {
  const t = suite.database();
  let fake: EmailjsFake;
  beforeAll(async () => {
    fake = await startEmailjsFake();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.reset();
    await t.db.query("update outbox set status = 'sent' where status = 'pending'");
  });

  async function paidOrder() {
    const priced = priceOrder([createLine()], findProductFacts);
    const order = await insertOrder(t.db, {
      reference: newReference(),
      isTest: false,
      customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
    });
    await changeOrderState(t.db, { reference: order.reference, to: "paid", source: "reconcile" });
    return order;
  }
  const relay = (env: Record<string, string>, extra: { minIntervalMs?: number } = {}) =>
    startOutboxRelay({
      writers,
      env: parseEnv({ ...fake.env, SITE_URL: "https://hazel.test", ...env }),
      db: t.db,
      log: quiet,
      idleMs: 50,
      ...extra,
    });
  const sentFor = (reference: string) => fake.calls.filter((c) => c.status === 200 && c.fields.reference === reference);

  it("sends the owner's and the shopper's email of a paid order, each once, through their templates", async () => {
    const order = await paidOrder();
    await queueShopperUpdate(t.db, {
      reference: order.reference,
      status: "ready",
      note: "Collect at the Port Harcourt studio",
    });
    const stop = relay({}, { minIntervalMs: 50 });
    try {
      await vi.waitFor(() => expect(sentFor(order.reference)).toHaveLength(3), { timeout: 5000, interval: 50 });
    } finally {
      await stop();
    }
    const [owner, shopper, ready] = sentFor(order.reference).map((c) => c.fields);
    expect(owner).toMatchObject({
      template_id: "template_order_fake",
      status: "paid",
      customer_name: "Ada Obi",
      total: "₦15,000",
      order_url: `https://hazel.test/admin/orders/${order.reference}`,
    });
    expect(shopper).toMatchObject({
      template_id: "template_customer_fake",
      to_email: "ada@example.com",
      status: "confirmed",
      order_url: `https://hazel.test/order/${order.reference}`,
    });
    expect(ready).toMatchObject({
      template_id: "template_customer_fake",
      status: "ready",
      note: "Collect at the Port Harcourt studio",
    });
    const rows = await t.db.query("select status from outbox where order_reference = $1", [order.reference]);
    expect(rows).toEqual([{ status: "sent" }, { status: "sent" }, { status: "sent" }]);
  });

  it("keeps an email whose template is not set waiting in the outbox, and sends the others", async () => {
    const order = await paidOrder();
    const stop = relay({ EMAILJS_CUSTOMER_TEMPLATE_ID: "" }, { minIntervalMs: 50 });
    try {
      await vi.waitFor(() => expect(sentFor(order.reference)).toHaveLength(1), { timeout: 5000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await stop();
    }
    expect(sentFor(order.reference).map((c) => c.fields.template_id)).toEqual(["template_order_fake"]);
    expect(quiet.warn).toHaveBeenCalledWith(
      "EMAILJS_CUSTOMER_TEMPLATE_ID unset: those emails are stored but not relayed.",
    );
    const waiting = await t.db.query(
      "select notice, status, attempts from outbox where order_reference = $1 and status = 'pending'",
      [order.reference],
    );
    expect(waiting).toEqual([{ notice: "customer-paid", status: "pending", attempts: 0 }]);
  });

  it("spaces EmailJS requests a second apart across several servers on one database", async () => {
    const orders = [await paidOrder(), await paidOrder()];
    const stops = [relay({}), relay({})];
    try {
      await vi.waitFor(() => expect(orders.flatMap((o) => sentFor(o.reference))).toHaveLength(4), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
    const times = fake.calls.map((c) => c.at).sort((a, b) => a - b);
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
  });
});
