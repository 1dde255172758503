import { randomBytes } from "node:crypto";
import { expect, it, vi } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findProductFacts } from "~/features/catalogue";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { parseEnv } from "../base/env.server";
import { paystackConfig, signWebhook, verifyTransaction } from "../adapters/paystack.server";
import { paymentsOf } from "../payments/store.server";
import { refundsOf } from "./store.server";
import { findOrder, insertOrder, orderEvents } from "../orders/store/index.server";
import { newReference } from "../orders/new-order.server";
import { recordVerdict } from "../orders/record-verdict.server";
import { reconcileOnce } from "../paystack-events/reconcile.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { retryRefund, startRefund } from "./outgoing-refunds.server";

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;
const priced = priceOrder([createLine()], findProductFacts);
const PAID = priced.amountMinor;
const key = () => randomBytes(16).toString("hex");

describeOnBothDatabases("refunds through Paystack on %s", (suite) => {
  const t = suite.database();
  const fake = suite.paystack();
  const env = () => parseEnv({ ...fake.env, NODE_ENV: "test" });
  const config = () => paystackConfig(env())!;

  /** An order Paystack took the whole of, recorded as the verify call records it. */
  async function paidOrder() {
    await t.db.query("update orders set next_check_at = 'infinity' where status in ('pending', 'review')");
    const placed = await insertOrder(t.db, {
      reference: newReference(),
      isTest: true,
      customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
    });
    fake.transactions.set(placed.reference, {
      reference: placed.reference,
      status: "success",
      amount: priced.amountMinor,
      currency: "NGN",
    });
    const [payment] = await paymentsOf(t.db, placed.reference);
    const said = await verifyTransaction(config(), placed.reference);
    if (said.kind !== "found") throw new Error("not found");
    await recordVerdict(t.db, payment!, said.transaction, "verify");
    const order = (await findOrder(t.db, placed.reference))!;
    expect(order.status).toBe("paid");
    return order;
  }
  const ask = (reference: string, amount: number | string, k = key()) => ({
    paymentReference: reference,
    amount: String(amount),
    reason: "Returned unworn",
    key: k,
  });
  const event = async (name: string, data: Record<string, unknown>) => {
    const raw = JSON.stringify({ event: name, data });
    return handleWebhook(
      { env: env(), db: t.db },
      new TextEncoder().encode(raw),
      signWebhook(raw, fake.env.PAYSTACK_SECRET_KEY!),
    );
  };
  const paystackRefundsOf = (reference: string) => [...fake.refunds.values()].filter((r) => r.reference === reference);

  it("stores the refund before Paystack hears of it, and counts Paystack's processed event once", async () => {
    fake.refundMode = { mode: "ok" };
    const order = await paidOrder();
    const seen: unknown[] = [];
    // At Paystack's edge: what the database holds when the refund call goes out.
    const watching: typeof fetch = async (input, init) => {
      if (String(input).endsWith("/refund") && init?.method === "POST")
        seen.push(await refundsOf(t.db, order.reference));
      return fetch(input, init);
    };
    expect(await startRefund(t.db, config(), order, ask(order.reference, "500,000"), watching)).toEqual({
      ok: true,
      done: "refund-sent",
    });
    expect(seen).toEqual([
      [expect.objectContaining({ status: "sending", amount: 500_000, reason: "Returned unworn" })],
    ]);
    const [refund] = await refundsOf(t.db, order.reference);
    expect(refund).toMatchObject({ status: "pending", amount: 500_000 });
    expect(paystackRefundsOf(order.reference)).toMatchObject([{ amount: 500_000, status: "pending" }]);

    const data = {
      status: "processed",
      transaction_reference: order.reference,
      refund_reference: "RF-1",
      amount: "500000",
      currency: "NGN",
    };
    await event("refund.processing", { ...data, status: "processing" });
    expect((await refundsOf(t.db, order.reference))[0]?.status).toBe("processing");
    for (let n = 0; n < 3; n++) await event("refund.processed", data);
    await event("refund.processing", { ...data, status: "processing" });
    expect((await refundsOf(t.db, order.reference))[0]).toMatchObject({
      status: "processed",
      paystackReference: "RF-1",
    });
    expect(await findOrder(t.db, order.reference)).toMatchObject({
      status: "partially_refunded",
      refundedMinor: 500_000,
    });
    const notes = (await orderEvents(t.db, order.reference)).map((e) => e.note).filter((n) => n?.includes("Refund"));
    expect(notes).toEqual([`Refund through Paystack: ₦5,000 sent back (₦5,000 in all). Reason: Returned unworn`]);
  });

  it("never refunds more than was paid, from two tabs at once or the same form twice", async () => {
    fake.refundMode = { mode: "ok" };
    const order = await paidOrder();
    const outcomes = await Promise.all([
      startRefund(t.db, config(), order, ask(order.reference, PAID)),
      startRefund(t.db, config(), order, ask(order.reference, PAID - 100)),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({ field: "amount" });
    const sameForm = ask(order.reference, 100);
    await Promise.all([startRefund(t.db, config(), order, sameForm), startRefund(t.db, config(), order, sameForm)]);
    const rows = await refundsOf(t.db, order.reference);
    const held = rows.reduce((sum, r) => sum + r.amount, 0);
    expect(held).toBeLessThanOrEqual(PAID);
    expect(rows.filter((r) => r.idempotencyKey === sameForm.key).length).toBeLessThanOrEqual(1);
    const sent = paystackRefundsOf(order.reference).reduce((sum, r) => sum + r.amount, 0);
    expect(sent).toBeLessThanOrEqual(priced.amountMinor);
    expect(sent).toBe(held);
  });

  it("keeps a refund Paystack refused or could not be asked about, to try again without a second refund", async () => {
    const order = await paidOrder();
    fake.refundMode = { mode: "refuse", message: "Transaction has been fully reversed" };
    await startRefund(t.db, config(), order, ask(order.reference, 200_000));
    const [refused] = await refundsOf(t.db, order.reference);
    expect(refused).toMatchObject({ status: "unsent", message: "Transaction has been fully reversed" });

    // Paystack made it but the answer was lost: trying again finds it rather than making another.
    fake.refundMode = { mode: "lost" };
    await startRefund(t.db, config(), order, ask(order.reference, 300_000));
    const lost = (await refundsOf(t.db, order.reference))[1]!;
    expect(lost).toMatchObject({ status: "unsent", message: expect.stringContaining("could not be reached") });
    expect(paystackRefundsOf(order.reference)).toHaveLength(1);

    fake.refundMode = { mode: "ok" };
    const calls = fake.refundCalls;
    await Promise.all([retryRefund(t.db, config(), order, lost.id), retryRefund(t.db, config(), order, lost.id)]);
    expect(fake.refundCalls).toBe(calls);
    expect(paystackRefundsOf(order.reference)).toHaveLength(1);
    expect((await refundsOf(t.db, order.reference))[1]).toMatchObject({ status: "pending", message: null });

    await retryRefund(t.db, config(), order, refused!.id);
    expect(fake.refundCalls).toBe(calls + 1);
    expect(paystackRefundsOf(order.reference).map((r) => r.amount)).toEqual([300_000, 200_000]);
    expect((await refundsOf(t.db, order.reference))[0]).toMatchObject({ status: "pending" });
  });

  it("settles refunds by the re-check on the shared pace: processed counted once, failed and needs attention said", async () => {
    fake.refundMode = { mode: "ok" };
    const order = await paidOrder();
    for (const amount of [PAID - 200_000, 100_000, 100_000])
      await startRefund(t.db, config(), order, ask(order.reference, amount));
    const [full, small, other] = paystackRefundsOf(order.reference);
    full!.status = "processed";
    small!.status = "failed";
    other!.status = "needs-attention";
    const due = () =>
      t.db.query("update refunds set checked_at = now() - interval '2 hours' where order_reference = $1", [
        order.reference,
      ]);
    await due();
    const once = () => reconcileOnce(parseEnv({ ...fake.env, NODE_ENV: "test" }), t.db, { log: quiet, pace: 0 });
    for (let n = 0; n < 3; n++) expect(await once()).toBe("checked");
    await due();
    for (let n = 0; n < 3; n++) await once();
    const rows = await refundsOf(t.db, order.reference);
    expect(rows.map((r) => r.status)).toEqual(["processed", "failed", "needs-attention"]);
    expect(await findOrder(t.db, order.reference)).toMatchObject({
      status: "partially_refunded",
      refundedMinor: PAID - 200_000,
    });
    // The failed refund's amount may be refunded again; the one needing attention still holds its own.
    const again = await startRefund(t.db, config(), order, ask(order.reference, 100_100));
    expect(again).toMatchObject({ ok: false, error: expect.stringContaining("At most ₦1,000") });

    other!.status = "processed";
    await due();
    for (let n = 0; n < 3; n++) await once();
    await event("refund.processed", {
      status: "processed",
      transaction_reference: order.reference,
      refund_reference: null,
      amount: 100_000,
      currency: "NGN",
      id: other!.id,
    });
    expect(await findOrder(t.db, order.reference)).toMatchObject({
      status: "partially_refunded",
      refundedMinor: PAID - 100_000,
    });
    await startRefund(t.db, config(), order, ask(order.reference, 100_000));
    paystackRefundsOf(order.reference).at(-1)!.status = "processed";
    await due();
    for (let n = 0; n < 4; n++) await once();
    expect(await findOrder(t.db, order.reference)).toMatchObject({ status: "refunded", refundedMinor: PAID });
  });
});
