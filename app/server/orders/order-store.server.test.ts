import { expect, it } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { changeOrderState } from "./change-state.server";
import { queueShopperUpdate } from "./notices.server";
import { findOrder, insertOrder, isDuplicateReference, orderEvents, type NewOrder } from "./store/index.server";
import { newReference } from "./new-order.server";
import { type Customer, type OrderDelivery, type PaymentEvidence, PICKUP_ONLY } from "~/features/orders";
import { findProductFacts } from "~/features/catalogue";

const parsed = validateCustomer(createCustomerForm());
const customer = (parsed.ok ? parsed.customer : undefined) as Customer;
const priced = priceOrder([createLine({ quantity: 2 }), createLine({ productId: 1, size: "" })], findProductFacts);
const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  reference: newReference(),
  isTest: false,
  customer,
  items: priced.items,
  amountMinor: priced.amountMinor,
  ...overrides,
});
const evidence = (overrides: Partial<PaymentEvidence> = {}): PaymentEvidence => ({
  source: "verify",
  status: "success",
  amount: priced.amountMinor,
  currency: "NGN",
  ...overrides,
});

describeOnBothDatabases("the order store on %s", (suite) => {
  const t = suite.database();

  it("stores a pending order and reads it back whole", async () => {
    const stored = await insertOrder(t.db, newOrder({ clientAddress: "127.0.0.1" }));
    expect(stored).toMatchObject({
      status: "pending",
      isTest: false,
      amountMinor: 19_000_000,
      currency: "NGN",
      payment: null,
      paidAt: null,
    });
    const found = await findOrder(t.db, stored.reference);
    expect(found).toEqual(stored);
    expect(found?.customer).toEqual(customer);
    expect(found?.items).toEqual(priced.items);
    expect(found?.createdAt).toBeInstanceOf(Date);
  });

  it("keeps an order's delivery, express and promised days as they were priced", async () => {
    const delivery: OrderDelivery = {
      method: "nigeria",
      zone: "south-west",
      label: "Courier, South West",
      fee: 7_500,
      express: true,
      expressFee: 10_500,
      readyFrom: "2026-11-26",
      readyBy: "2026-11-30",
      deliverBy: "2026-12-04",
      neededBy: "2026-12-05",
    };
    const stored = await insertOrder(t.db, newOrder({ delivery }));
    expect((await findOrder(t.db, stored.reference))?.delivery).toEqual(delivery);
    const plain = await insertOrder(t.db, newOrder());
    expect(plain.delivery).toEqual(PICKUP_ONLY);
    await expect(insertOrder(t.db, newOrder({ delivery: { ...delivery, readyBy: "30/11/2026" } }))).rejects.toThrow();
    await expect(
      insertOrder(t.db, newOrder({ delivery: { ...delivery, method: "drone" as "pickup" } })),
    ).rejects.toThrow();
  });

  it("answers undefined for an unknown reference", async () => {
    expect(await findOrder(t.db, "HZL-222222222222")).toBeUndefined();
    expect(await changeOrderState(t.db, { reference: "HZL-222222222222", to: "paid", source: "verify" })).toEqual({
      kind: "not-found",
    });
  });

  it("refuses a second order with the same reference", async () => {
    const first = await insertOrder(t.db, newOrder());
    const error = await insertOrder(t.db, newOrder({ reference: first.reference })).catch((e: unknown) => e);
    expect(isDuplicateReference(error)).toBe(true);
  });

  it("refuses malformed references, empty amounts and other currencies", async () => {
    await expect(insertOrder(t.db, newOrder({ reference: "ORDER-1" }))).rejects.toThrow();
    await expect(insertOrder(t.db, newOrder({ amountMinor: 0 }))).rejects.toThrow();
    const o = await insertOrder(t.db, newOrder());
    await expect(
      t.db.query("update orders set currency = 'GBP' where reference = $1", [o.reference]),
    ).rejects.toThrow();
  });

  const notices = async (reference: string) =>
    (
      await t.db.query<{ notice: string; template: string; params: unknown }>(
        "select notice, template, params from outbox where order_reference = $1 order by id",
        [reference],
      )
    ).map((r) => ({ ...r, params: typeof r.params === "string" ? JSON.parse(r.params) : r.params }));
  const paid = (reference: string, source: "verify" | "webhook" | "reconcile" = "verify") =>
    changeOrderState(t.db, {
      reference,
      to: "paid",
      source,
      payment: evidence({ source }),
      details: { status: "success" },
    });

  it("marks an order paid once, records the event and queues both emails; replays change nothing", async () => {
    const o = await insertOrder(t.db, newOrder());
    const first = await paid(o.reference);
    expect(first).toMatchObject({
      kind: "changed",
      from: "pending",
      order: { status: "paid", reviewReason: null, payment: evidence() },
    });
    expect(first.kind === "changed" && first.order.paidAt).toBeInstanceOf(Date);

    expect(await paid(o.reference, "webhook")).toMatchObject({ kind: "unchanged", order: { status: "paid" } });
    expect(await paid(o.reference, "reconcile")).toMatchObject({ kind: "unchanged" });
    const events = await orderEvents(t.db, o.reference);
    expect(events).toEqual([
      {
        at: expect.any(Date),
        from: "pending",
        to: "paid",
        source: "verify",
        note: null,
        details: { status: "success" },
        // Paystack moved it: no person of the back office.
        personId: null,
      },
    ]);
    expect((await notices(o.reference)).map((n) => [n.notice, n.template])).toEqual([
      ["owner-paid", "order"],
      ["customer-paid", "customer"],
    ]);
  });

  it("makes one set of emails when several servers mark the same order paid at once", async () => {
    const o = await insertOrder(t.db, newOrder());
    const results = await Promise.all([
      paid(o.reference, "verify"),
      paid(o.reference, "webhook"),
      paid(o.reference, "reconcile"),
    ]);
    expect(results.filter((r) => r.kind === "changed")).toHaveLength(1);
    expect(await notices(o.reference)).toHaveLength(2);
    expect(await orderEvents(t.db, o.reference)).toHaveLength(1);
  });

  it("refuses a move the state machine forbids, and changes nothing", async () => {
    const o = await insertOrder(t.db, newOrder());
    await paid(o.reference);
    const late = await changeOrderState(t.db, {
      reference: o.reference,
      to: "review",
      source: "webhook",
      note: "late",
    });
    expect(late).toMatchObject({ kind: "refused", order: { status: "paid" } });
    expect(late.kind === "refused" && late.message).toBe("An order that is paid cannot become in review (webhook).");
    const skip = await changeOrderState(t.db, { reference: o.reference, to: "delivered", source: "owner" });
    expect(skip.kind).toBe("refused");
    expect(await orderEvents(t.db, o.reference)).toHaveLength(1);
  });

  it("flags an order for review with the reason and tells the owner; Paystack's later success settles it", async () => {
    const o = await insertOrder(t.db, newOrder());
    const reason = "Paystack amount 100 kobo differs from the order's 19000000 kobo.";
    const review = await changeOrderState(t.db, {
      reference: o.reference,
      to: "review",
      source: "webhook",
      note: reason,
    });
    expect(review).toMatchObject({ kind: "changed", order: { status: "review", reviewReason: reason, paidAt: null } });
    expect(
      await changeOrderState(t.db, { reference: o.reference, to: "review", source: "reconcile", note: reason }),
    ).toMatchObject({
      kind: "unchanged",
    });
    expect(await paid(o.reference, "reconcile")).toMatchObject({
      kind: "changed",
      from: "review",
      order: { status: "paid", reviewReason: null },
    });
    expect((await notices(o.reference)).map((n) => n.notice)).toEqual(["owner-review", "owner-paid", "customer-paid"]);
    expect((await orderEvents(t.db, o.reference)).map((e) => [e.from, e.to, e.source, e.note])).toEqual([
      ["pending", "review", "webhook", reason],
      ["review", "paid", "reconcile", null],
    ]);
  });

  it("keeps refunds and disputes on the order, and lets the owner queue the shopper's shipping email once", async () => {
    const o = await insertOrder(t.db, newOrder());
    await paid(o.reference);
    const shipped = await changeOrderState(t.db, {
      reference: o.reference,
      to: "shipped",
      source: "owner",
      also: (tx) =>
        queueShopperUpdate(tx, { reference: o.reference, status: "shipped", note: " GIG Logistics 123 " }).then(
          () => {},
        ),
    });
    expect(shipped.kind).toBe("changed");
    expect(await queueShopperUpdate(t.db, { reference: o.reference, status: "shipped", note: "again" })).toBe(false);
    const part = await changeOrderState(t.db, {
      reference: o.reference,
      to: "partially_refunded",
      source: "webhook",
      refundedMinor: 500_000,
    });
    expect(part).toMatchObject({ kind: "changed", order: { status: "partially_refunded", refundedMinor: 500_000 } });
    const more = await changeOrderState(t.db, {
      reference: o.reference,
      to: "partially_refunded",
      source: "webhook",
      refundedMinor: 900_000,
    });
    expect(more).toMatchObject({ kind: "changed", order: { refundedMinor: 900_000 } });
    const disputed = await changeOrderState(t.db, {
      reference: o.reference,
      to: "disputed",
      source: "webhook",
      disputeNote: "Chargeback",
    });
    expect(disputed).toMatchObject({
      kind: "changed",
      order: { status: "disputed", disputeNote: "Chargeback", refundedMinor: 900_000 },
    });
    expect((await notices(o.reference)).at(-1)).toEqual({
      notice: "customer-shipped",
      template: "customer",
      params: { status: "shipped", note: "GIG Logistics 123" },
    });
  });
});
