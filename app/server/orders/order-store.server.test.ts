import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateCustomer, type Customer } from "~/features/checkout/customer";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { testDatabases, type TestDatabase } from "../db/test-databases.server";
import { findOrder, insertOrder, isDuplicateReference, recordPayment, type NewOrder, type PaymentEvidence } from "./order-store.server";
import { newReference } from "./place-order.server";

const parsed = validateCustomer(createCustomerForm());
const customer = (parsed.ok ? parsed.customer : undefined) as Customer;
const priced = priceOrder([createLine({ quantity: 2 }), createLine({ productId: 1, size: "" })]);
const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  reference: newReference(),
  isTest: false,
  customer,
  items: priced.items,
  amountKobo: priced.amountKobo,
  ...overrides,
});
const evidence = (overrides: Partial<PaymentEvidence> = {}): PaymentEvidence => ({
  source: "verify",
  status: "success",
  amount: priced.amountKobo,
  currency: "NGN",
  ...overrides,
});

describe.each(["pglite", "postgres"] as const)("the order store on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await testDatabases[kind]();
  });
  afterAll(() => t.dispose());

  it("stores a pending order and reads it back whole", async () => {
    const stored = await insertOrder(t.db, newOrder({ clientAddress: "127.0.0.1" }));
    expect(stored).toMatchObject({ status: "pending", isTest: false, amountKobo: 19_000_000, currency: "NGN", payment: null, paidAt: null });
    const found = await findOrder(t.db, stored.reference);
    expect(found).toEqual(stored);
    expect(found?.customer).toEqual(customer);
    expect(found?.items).toEqual(priced.items);
    expect(found?.createdAt).toBeInstanceOf(Date);
  });

  it("answers undefined for an unknown reference", async () => {
    expect(await findOrder(t.db, "HZL-222222222222")).toBeUndefined();
    expect(await recordPayment(t.db, "HZL-222222222222", { status: "paid" }, evidence())).toBeUndefined();
  });

  it("refuses a second order with the same reference", async () => {
    const first = await insertOrder(t.db, newOrder());
    const error = await insertOrder(t.db, newOrder({ reference: first.reference })).catch((e: unknown) => e);
    expect(isDuplicateReference(error)).toBe(true);
  });

  it("refuses malformed references, empty amounts and other currencies", async () => {
    await expect(insertOrder(t.db, newOrder({ reference: "ORDER-1" }))).rejects.toThrow();
    await expect(insertOrder(t.db, newOrder({ amountKobo: 0 }))).rejects.toThrow();
    const o = await insertOrder(t.db, newOrder());
    await expect(t.db.query("update orders set currency = 'USD' where reference = $1", [o.reference])).rejects.toThrow();
  });

  it("marks an order paid once; replays change nothing", async () => {
    const o = await insertOrder(t.db, newOrder());
    const first = await recordPayment(t.db, o.reference, { status: "paid" }, evidence());
    expect(first?.changed).toBe(true);
    expect(first?.order).toMatchObject({ status: "paid", reviewReason: null, payment: evidence() });
    expect(first?.order.paidAt).toBeInstanceOf(Date);

    const replay = await recordPayment(t.db, o.reference, { status: "paid" }, evidence({ source: "webhook" }));
    expect(replay).toEqual({ order: first?.order, changed: false });
  });

  it("keeps a paid order paid whatever arrives later", async () => {
    const o = await insertOrder(t.db, newOrder());
    await recordPayment(t.db, o.reference, { status: "paid" }, evidence());
    const later = await recordPayment(t.db, o.reference, { status: "review", reason: "late" }, evidence({ status: "reversed" }));
    expect(later?.changed).toBe(false);
    expect(later?.order.status).toBe("paid");
  });

  it("flags an order for review with the reason; the same verdict again changes nothing", async () => {
    const o = await insertOrder(t.db, newOrder());
    const decision = { status: "review" as const, reason: "Paystack amount 100 kobo differs from the order's 19000000 kobo." };
    const first = await recordPayment(t.db, o.reference, decision, evidence({ amount: 100 }));
    expect(first).toMatchObject({ changed: true, order: { status: "review", reviewReason: decision.reason, paidAt: null } });
    expect((await recordPayment(t.db, o.reference, decision, evidence({ amount: 100 })))?.changed).toBe(false);
  });

  it("lets Paystack's later success settle an order under review", async () => {
    const o = await insertOrder(t.db, newOrder());
    await recordPayment(t.db, o.reference, { status: "review", reason: "Paystack reports the payment as 'ongoing'." }, evidence({ status: "ongoing" }));
    const settled = await recordPayment(t.db, o.reference, { status: "paid" }, evidence({ source: "webhook" }));
    expect(settled?.order).toMatchObject({ status: "paid", reviewReason: null, payment: { source: "webhook" } });
  });
});
