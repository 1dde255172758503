import { expect, it, vi } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { parseEnv } from "../base/env.server";
import { findOrder, insertOrder, orderEvents } from "../orders/store/index.server";
import { newReference } from "../orders/new-order.server";
import { reconcileOnce } from "./reconcile.server";
import { findProductFacts } from "~/features/catalogue";

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;
const priced = priceOrder([createLine()], findProductFacts);

describeOnBothDatabases("re-checking unpaid orders with Paystack on %s", (suite) => {
  const t = suite.database();
  const fake = suite.paystack();
  const env = () => parseEnv({ ...fake.env, RECONCILE_SCHEDULE_SECONDS: "60,300,900,3600" });
  const once = () => reconcileOnce(env(), t.db, { log: quiet, pace: 0 });

  /**
   * An order placed `ageSeconds` ago (under the fake's test keys, a test order); the others are set
   * aside so each test checks only its own.
   */
  async function placed(ageSeconds: number, isTest = true) {
    await t.db.query("update orders set next_check_at = 'infinity' where status in ('pending', 'review')");
    const order = await insertOrder(t.db, {
      reference: newReference(),
      isTest,
      customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
    });
    await t.db.query("update orders set created_at = now() - make_interval(secs => $2) where reference = $1", [
      order.reference,
      ageSeconds,
    ]);
    return order;
  }
  const pay = (reference: string, extra: Record<string, unknown> = {}) =>
    fake.transactions.set(reference, {
      reference,
      status: "success",
      amount: priced.amountMinor,
      currency: "NGN",
      ...extra,
    });
  const checks = (reference: string) => fake.verifyCalls.filter((r) => r === reference).length;
  const notices = async (reference: string) =>
    (
      await t.db.query<{ notice: string }>("select notice from outbox where order_reference = $1 order by id", [
        reference,
      ])
    ).map((r) => r.notice);

  it("waits a minute after placement, then finds a transfer that completed later and marks the order paid", async () => {
    const order = await placed(30);
    pay(order.reference, { status: "ongoing", setAt: Date.now(), checks: 0, succeedAfterChecks: 1 });
    expect(await once()).toBe("idle");
    expect(checks(order.reference)).toBe(0);

    await t.db.query("update orders set created_at = now() - interval '61 seconds' where reference = $1", [
      order.reference,
    ]);
    expect(await once()).toBe("checked");
    const [first] = await t.db.query<{ status: string; check_count: number; wait: number }>(
      "select status, check_count, extract(epoch from next_check_at - now())::float as wait from orders where reference = $1",
      [order.reference],
    );
    expect(first).toMatchObject({ status: "pending", check_count: 1 });
    expect(first?.wait).toBeGreaterThan(290);
    expect(first?.wait).toBeLessThanOrEqual(300);
    expect(await once()).toBe("idle");

    await t.db.query("update orders set next_check_at = now() where reference = $1", [order.reference]);
    expect(await once()).toBe("checked");
    expect(await findOrder(t.db, order.reference)).toMatchObject({
      status: "paid",
      payment: { source: "reconcile", channel: "bank_transfer" },
    });
    expect((await orderEvents(t.db, order.reference)).map((e) => [e.from, e.to, e.source])).toEqual([
      ["pending", "paid", "reconcile"],
    ]);
    expect(await notices(order.reference)).toEqual(["owner-paid", "customer-paid"]);
    expect(checks(order.reference)).toBe(2);
  });

  it("still marks an order paid when Paystack confirms it on day two", async () => {
    const order = await placed(36 * 3600);
    pay(order.reference);
    expect(await once()).toBe("checked");
    expect((await findOrder(t.db, order.reference))?.status).toBe("paid");
  });

  it("expires an order still unpaid after 72 hours, tells the owner, and checks it no more", async () => {
    const order = await placed(72 * 3600 + 5);
    expect(await once()).toBe("checked");
    expect((await findOrder(t.db, order.reference))?.status).toBe("expired");
    expect(await notices(order.reference)).toEqual(["owner-expired"]);
    const [event] = await orderEvents(t.db, order.reference);
    expect(event).toMatchObject({
      from: "pending",
      to: "expired",
      source: "reconcile",
      note: expect.stringContaining("72 hours"),
    });
    expect(await once()).toBe("idle");
    expect(checks(order.reference)).toBe(1);
  });

  it("checks an order once when several servers look at the same time", async () => {
    const order = await placed(120);
    pay(order.reference);
    const outcomes = await Promise.all([once(), once(), once()]);
    expect(outcomes.filter((o) => o === "checked")).toHaveLength(1);
    expect(checks(order.reference)).toBe(1);
    expect(await notices(order.reference)).toEqual(["owner-paid", "customer-paid"]);
  });

  it("keeps checking a failed or abandoned payment, which moves nothing and emails nobody", async () => {
    for (const status of ["failed", "abandoned"]) {
      const order = await placed(120);
      pay(order.reference, { status });
      expect(await once()).toBe("checked");
      expect(await findOrder(t.db, order.reference)).toMatchObject({ status: "pending" });
      expect(await notices(order.reference)).toEqual([]);
      const [row] = await t.db.query<{ next: Date }>("select next_check_at as next from orders where reference = $1", [
        order.reference,
      ]);
      expect(Number.isFinite(new Date(row!.next).getTime())).toBe(true);
    }
  });

  it("records money of another amount for an order already in review as money to return, once", async () => {
    const order = await placed(120);
    await t.db.query("update orders set status = 'review', review_reason = 'An earlier word' where reference = $1", [
      order.reference,
    ]);
    pay(order.reference, { amount: 100 });
    expect(await once()).toBe("checked");
    expect((await findOrder(t.db, order.reference))?.status).toBe("review");
    expect(await notices(order.reference)).toEqual(["owner-money-to-return"]);
    const [event] = await orderEvents(t.db, order.reference);
    expect(event).toMatchObject({
      from: "review",
      to: "review",
      source: "reconcile",
      details: { kind: "money-to-return" },
    });
    expect(await once()).toBe("idle");
  });

  it("tries again later when Paystack cannot be reached, and leaves the order as it was", async () => {
    const order = await placed(120);
    const down = parseEnv({ ...fake.env, PAYSTACK_API_URL: "http://127.0.0.1:9" });
    expect(await reconcileOnce(down, t.db, { log: quiet, pace: 0 })).toBe("checked");
    const [row] = await t.db.query<{ status: string; check_count: number; wait: number }>(
      "select status, check_count, extract(epoch from next_check_at - now())::float as wait from orders where reference = $1",
      [order.reference],
    );
    expect(row).toMatchObject({ status: "pending", check_count: 0 });
    expect(row?.wait).toBeGreaterThan(50);
    expect(quiet.warn).toHaveBeenCalledWith(
      expect.stringContaining(`Re-checking order ${order.reference} with Paystack failed`),
    );
  });

  it("asks test keys only about test orders, and does nothing at all in demo mode", async () => {
    const live = await placed(600, false);
    expect(await once()).toBe("idle");
    expect(checks(live.reference)).toBe(0);
    await placed(600);
    const fetch = vi.fn();
    expect(await reconcileOnce(parseEnv({}), t.db, { fetch, log: quiet, pace: 0 })).toBe("idle");
    expect(fetch).not.toHaveBeenCalled();
  });
});
