import { beforeAll, expect, it, vi } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import type { OrderState } from "~/features/orders";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { parseEnv } from "../base/env.server";
import { Jobs } from "../base/jobs.server";
import { unchangingCatalogue } from "../catalogue/live.server";
import { createProductSearch } from "../search/product-search.server";
import type { Services } from "../services.server";
import { confirmPayment, VERIFY_RATE_LIMITS } from "./confirm-payment.server";
import { findOrder, insertOrder, orderEvents } from "./store/index.server";
import { newReference } from "./new-order.server";
import { findProductFacts } from "~/features/catalogue";
import { PhotoFiles } from "../photos/photo-files.server";

const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;
const priced = priceOrder([createLine()], findProductFacts);

describeOnBothDatabases("the verify call on %s, against Paystack on loopback", (suite) => {
  const t = suite.database();
  const fake = suite.paystack();
  let services: Services;
  beforeAll(async () => {
    services = {
      env: parseEnv(fake.env),
      db: t.db,
      jobs: new Jobs(),
      catalogue: unchangingCatalogue,
      search: createProductSearch(t.db),
      photos: new PhotoFiles("data/no-photos"),
    };
  });

  const place = async (status: OrderState = "pending") => {
    const order = await insertOrder(t.db, {
      reference: newReference(),
      isTest: true,
      customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
    });
    if (status !== "pending")
      await t.db.query("update orders set status = $2 where reference = $1", [order.reference, status]);
    return order.reference;
  };
  const transaction = (reference: string, status: string) =>
    fake.transactions.set(reference, { reference, status, amount: priced.amountMinor, currency: "NGN" });
  const calls = (reference: string) => fake.verifyCalls.filter((r) => r === reference).length;
  const emails = async (reference: string) =>
    (await t.db.query("select notice from outbox where order_reference = $1", [reference])).length;
  const verify = (reference: string) => confirmPayment(services, reference);

  it("makes one Paystack call for 20 verify calls at once; the others answer from the database", async () => {
    const reference = await place();
    transaction(reference, "ongoing");
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(reference)));
    expect(calls(reference)).toBe(1);
    expect(results.map((r) => (r.kind === "done" ? r.order.status : r.kind))).toEqual(Array(20).fill("pending"));
    const [row] = await t.db.query<{ hits: number }>("select hits from rate_limits where key = $1", [
      `verify:${reference}`,
    ]);
    expect(row?.hits).toBe(1);
    // Once the answer is 10 seconds old the shopper's own verify asks again, and is not refused.
    await t.db.query("update payments set checked_at = now() - interval '11 seconds' where reference = $1", [
      reference,
    ]);
    transaction(reference, "success");
    expect(await verify(reference)).toMatchObject({ kind: "done", order: { status: "paid" } });
    expect(calls(reference)).toBe(2);
  });

  it("refuses every call at once, none reaching Paystack, when the order's allowance is spent", async () => {
    const reference = await place();
    transaction(reference, "ongoing");
    await t.db.query(
      "insert into rate_limits (key, window_start, hits, expires_at) values ($1, now(), $2, now() + interval '10 minutes')",
      [`verify:${reference}`, VERIFY_RATE_LIMITS.others.limit],
    );
    const results = await Promise.all(Array.from({ length: 5 }, () => verify(reference)));
    expect(results.map((r) => r.kind)).toEqual(Array(5).fill("limited"));
    expect(calls(reference)).toBe(0);
    // The refused claim was rolled back: Paystack was not asked, so nothing says it was.
    expect((await findOrder(t.db, reference))?.paymentCheckedAt).toBeNull();
  });

  it.each(["not found", "pending", "ongoing", "abandoned", "processing", "failed", "reversed"])(
    "leaves the order awaiting payment and emails nobody when Paystack reports it %s",
    async (status) => {
      const reference = await place();
      if (status !== "not found") transaction(reference, status);
      expect(await verify(reference)).toMatchObject({ kind: "done", order: { status: "pending" } });
      expect(calls(reference)).toBe(1);
      expect(await findOrder(t.db, reference)).toMatchObject({ status: "pending", reviewReason: null });
      expect(await orderEvents(t.db, reference)).toEqual([]);
      expect(await emails(reference)).toBe(0);
    },
  );

  it("flags a success of another amount for review, the one verdict besides paid that moves the order", async () => {
    const reference = await place();
    fake.transactions.set(reference, { reference, status: "success", amount: 100, currency: "NGN" });
    expect(await verify(reference)).toMatchObject({ kind: "done", order: { status: "review" } });
    const notices = await t.db.query<{ notice: string }>("select notice from outbox where order_reference = $1", [
      reference,
    ]);
    expect(notices.map((n) => n.notice)).toEqual(["owner-review"]);
  });

  it.each([
    "paid",
    "in_production",
    "ready",
    "shipped",
    "collected",
    "delivered",
    "cancelled",
    "refunded",
    "partially_refunded",
    "disputed",
    "expired",
  ] as const)("never calls Paystack for an order that is %s", async (status) => {
    const reference = await place(status);
    transaction(reference, "success");
    expect(await verify(reference)).toMatchObject({ kind: "done", order: { status } });
    expect(calls(reference)).toBe(0);
    expect(await orderEvents(t.db, reference)).toEqual([]);
  });

  it("answers 'unavailable' and changes nothing when Paystack cannot be reached", async () => {
    const reference = await place();
    const down = { ...services, env: parseEnv({ ...fake.env, PAYSTACK_API_URL: "http://127.0.0.1:9" }) };
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await confirmPayment(down, reference)).toMatchObject({ kind: "unavailable" });
    expect((await findOrder(t.db, reference))?.status).toBe("pending");
    vi.restoreAllMocks();
  });
});
