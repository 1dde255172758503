import { beforeAll, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { changeOrderState } from "~/server/orders/change-state.server";
import { TEST_PAYSTACK_ENV } from "~/server/test-services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import type { Services } from "~/server/services.server";
import { ordersCsvBetween } from "./order-export.server";
import { parseAdminAction, runAdminAction } from "./order-actions.server";
import { adminOrderView } from "./order-view.server";
import {
  countOrdersByState,
  findOrder,
  findOrders,
  insertOrder,
  orderEvents,
  ordersPlacedPage,
  ORDERS_PAGE_SIZE,
  phoneDigits,
} from "~/server/orders/store/index.server";
import type { OrderItem } from "~/features/orders";

const items: OrderItem[] = [
  { productId: 42, name: "BB Ensemble", size: "M", quantity: 2, unitPrice: 1_500_000, lineTotal: 3_000_000 },
];
const refs = ["HZL-AAAAAAAAAAA2", "HZL-AAAAAAAAAAA3", "HZL-AAAAAAAAAAA4", "HZL-AAAAAAAAAAA5", "HZL-AAAAAAAAAAA6"];

async function place(services: Services, ref: string, customer = {}, at?: string) {
  await insertOrder(services.db, {
    reference: ref,
    isTest: false,
    customer: createCustomerForm(customer),
    items,
    amountMinor: 3_000_000,
  });
  if (at) await services.db.query("update orders set created_at = $2 where reference = $1", [ref, at]);
}

async function pay(services: Services, ref: string) {
  const evidence = {
    source: "verify" as const,
    status: "success",
    amount: 3_000_000,
    currency: "NGN",
    channel: "bank_transfer",
    gatewayResponse: "Approved",
  };
  await services.db.query("update payments set status = 'succeeded' where order_reference = $1", [ref]);
  await changeOrderState(services.db, {
    reference: ref,
    to: "paid",
    source: "verify",
    payment: evidence,
    details: evidence,
  });
}

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

async function act(services: Services, ref: string, fields: Record<string, string>, fetchImpl?: typeof fetch) {
  const parsed = parseAdminAction(form(fields));
  if (!parsed.ok) return parsed;
  return runAdminAction(
    services,
    (await findOrder(services.db, ref))!,
    parsed.action,
    { "cancel-paid": true, "mark-refunded": true },
    fetchImpl,
  );
}

describeOnBothDatabases("the admin's orders on %s", (suite) => {
  const services = suite.services();
  beforeAll(async () => {
    await place(
      services,
      refs[0]!,
      { firstName: "Ada", lastName: "Obi", email: "ada@example.com", phone: "+234 803 123 4567" },
      "2026-11-01T22:59:00Z",
    );
    await place(
      services,
      refs[1]!,
      { firstName: "Bisi", lastName: "Ade", email: "bisi@example.com", phone: "+2348091112222" },
      "2026-11-01T23:00:00Z",
    );
    await place(
      services,
      refs[2]!,
      { firstName: "Chi", lastName: "Eze", email: "chi_100%@example.com", phone: "+447700900123" },
      "2026-11-03T10:00:00Z",
    );
    await pay(services, refs[1]!);
  });

  it("lists orders newest first, by stage, and counts each state", async () => {
    expect((await findOrders(services.db, { page: 1 })).orders.map((o) => o.reference)).toEqual([
      refs[2],
      refs[1],
      refs[0],
    ]);
    const paid = await findOrders(services.db, { states: ["paid"], page: 1 });
    expect(paid).toMatchObject({ total: 1, orders: [{ reference: refs[1] }] });
    expect(await countOrdersByState(services.db)).toEqual({ pending: 2, paid: 1 });
  });

  it("finds an order by reference, name, email or phone typed either way", async () => {
    const found = async (search: string) =>
      (await findOrders(services.db, { search, page: 1 })).orders.map((o) => o.reference);
    expect(await found("hzl-aaaaaaaaaaa3")).toEqual([refs[1]]);
    expect(await found("bisi ade")).toEqual([refs[1]]);
    expect(await found("EZE")).toEqual([refs[2]]);
    expect(await found("ada@example")).toEqual([refs[0]]);
    expect(await found("0803 123 4567")).toEqual([refs[0]]);
    expect(await found("+234 809 111 2222")).toEqual([refs[1]]);
    expect(await found("100%")).toEqual([refs[2]]);
    expect(await found("a%e")).toEqual([]);
    expect(await found("a_a")).toEqual([]);
    expect(await found("nobody")).toEqual([]);
    expect(phoneDigits("ada")).toBeNull();
  });

  it("pages through every order, with no cap", async () => {
    for (let i = 0; i < ORDERS_PAGE_SIZE + 2; i++) {
      await place(
        services,
        `HZL-BBBBBBBBBB${"23456789ABCDEFGHJKLMNPQRSTUVWXYZ"[Math.floor(i / 32)]}${"23456789ABCDEFGHJKLMNPQRSTUVWXYZ"[i % 32]}`,
        { firstName: "Many" },
        "2026-10-01T10:00:00Z",
      );
    }
    const first = await findOrders(services.db, { search: "many", page: 1 });
    const second = await findOrders(services.db, { search: "many", page: 2 });
    expect(first.orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect(second.orders).toHaveLength(2);
    expect(second.total).toBe(ORDERS_PAGE_SIZE + 2);
    expect((await findOrders(services.db, { search: "many", page: 9 })).total).toBe(ORDERS_PAGE_SIZE + 2);
  });

  it("exports the orders placed on the chosen days in Port Harcourt's time", async () => {
    // 22:59 UTC on 1 November is 23:59 WAT that day; 23:00 UTC is already 2 November in WAT.
    const placed = async (from: string, to: string) =>
      (await ordersPlacedPage(services.db, { from, to }, undefined, 100)).orders.map((o) => o.reference);
    expect(await placed("2026-11-01", "2026-11-01")).toEqual([refs[0]]);
    expect(await placed("2026-11-02", "2026-11-03")).toEqual([refs[1], refs[2]]);
    const csv = await ordersCsvBetween(services.db, "2026-11-02", "2026-11-02");
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe(
      "\uFEFFReference,Placed (WAT),Stage,Test order,First name,Last name,Email,Phone,Address,Town / city,Postcode,State,Country,Comments,Items,Pieces,Total (NGN),Paid (NGN),Outstanding (NGN),Money,To return (NGN),Paid (WAT),Payment channel,Bought on sale,Gift for,Gift phone,Gift message,Discount code,Discount (NGN)",
    );
    expect(row).toMatch(
      new RegExp(
        `^${refs[1]},2026-11-02 00:00,Paid,no,Bisi,Ade,bisi@example.com,'\\+2348091112222,"12 Aba Road, Port Harcourt",,,Rivers,Nigeria,,2 × BB Ensemble \\(M\\) at 15000,2,30000,30000,0,Paid in full,0,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,bank_transfer,,,,,,$`,
      ),
    );
    expect(end).toBe("");
  });

  it("takes a paid order to the shopper's door: each step an event, the shipped and ready emails queued", async () => {
    const ref = refs[1]!;
    expect(await act(services, ref, { intent: "move", to: "in_production" })).toEqual({ ok: true, done: "moved" });
    expect(await act(services, ref, { intent: "move", to: "ready", note: "Ready at the atelier from Monday" })).toEqual(
      { ok: true, done: "ready" },
    );
    expect(await act(services, ref, { intent: "move", to: "shipped", note: "" })).toMatchObject({
      ok: false,
      intent: "move",
    });
    expect(await act(services, ref, { intent: "move", to: "shipped", note: "GIG Logistics, tracking 123456" })).toEqual(
      { ok: true, done: "shipped" },
    );
    expect(await act(services, ref, { intent: "note", note: "She asked for gift wrapping." })).toEqual({
      ok: true,
      done: "note",
    });
    expect(await act(services, ref, { intent: "move", to: "delivered" })).toEqual({ ok: true, done: "moved" });
    expect(await act(services, ref, { intent: "move", to: "in_production" })).toMatchObject({ ok: false });

    const events = await orderEvents(services.db, ref);
    expect(events.map((e) => [e.from, e.to, e.source, e.note])).toEqual([
      ["pending", "paid", "verify", null],
      ["paid", "in_production", "owner", null],
      ["in_production", "ready", "owner", "Ready at the atelier from Monday"],
      ["ready", "shipped", "owner", "GIG Logistics, tracking 123456"],
      ["shipped", "shipped", "owner", "She asked for gift wrapping."],
      ["shipped", "delivered", "owner", null],
    ]);
    const notices = await services.db.query<{ notice: string; params: unknown }>(
      "select notice, params from outbox where order_reference = $1 and notice like 'customer-%' order by id",
      [ref],
    );
    const params = notices.map((r) => [r.notice, typeof r.params === "string" ? JSON.parse(r.params) : r.params]);
    const view = await adminOrderView(services.db, services.env, (await findOrder(services.db, ref))!);
    expect(view).toMatchObject({ status: "delivered", since: events.at(-1)!.at.toISOString() });
    expect(view.emails).toContain("To the shopper: shipped, not relayed: EMAILJS_CUSTOMER_TEMPLATE_ID is not set");
    expect(view.history.map((e) => e.to)).toEqual([
      "delivered",
      "shipped",
      "shipped",
      "ready",
      "in_production",
      "paid",
    ]);
    expect(params).toEqual([
      ["customer-paid", null],
      ["customer-ready", { status: "ready", note: "Ready at the atelier from Monday" }],
      ["customer-shipped", { status: "shipped", note: "GIG Logistics, tracking 123456" }],
    ]);
  });

  it("cancels with a reason, and marks refunded (money returned outside the shop) with a confirmation", async () => {
    expect(await act(services, refs[0]!, { intent: "cancel", reason: "" })).toMatchObject({
      ok: false,
      intent: "cancel",
    });
    expect(await act(services, refs[0]!, { intent: "cancel", reason: "Duplicate of another order" })).toEqual({
      ok: true,
      done: "cancelled",
    });
    expect((await findOrder(services.db, refs[0]!))?.status).toBe("cancelled");

    await pay(services, refs[2]!);
    expect(await act(services, refs[2]!, { intent: "refund" })).toMatchObject({ ok: false, intent: "refund" });
    expect(await act(services, refs[2]!, { intent: "refund", confirm: "yes" })).toEqual({ ok: true, done: "refunded" });
    expect(await findOrder(services.db, refs[2]!)).toMatchObject({ status: "refunded", refundedMinor: 3_000_000 });
    const last = (await orderEvents(services.db, refs[2]!)).at(-1);
    expect(last).toMatchObject({
      from: "paid",
      to: "refunded",
      source: "owner",
      note: "Returned outside the shop: ₦30,000.",
    });
  });

  it("cancels an order that paid only once the owner ticks what it paid", async () => {
    const ref = "HZL-DDDDDDDDDDDD";
    await place(services, ref);
    await pay(services, ref);
    expect(await act(services, ref, { intent: "cancel", reason: "She changed her mind" })).toEqual({
      ok: false,
      intent: "cancel",
      error: 'This order paid ₦30,000: tick "Yes, cancel the order that paid ₦30,000" to cancel it.',
    });
    expect((await findOrder(services.db, ref))?.status).toBe("paid");
    expect(await act(services, ref, { intent: "cancel", reason: "She changed her mind", confirm: "yes" })).toEqual({
      ok: true,
      done: "cancelled",
    });
    expect((await findOrder(services.db, ref))?.status).toBe("cancelled");
  });

  it("asks Paystack about an unconfirmed payment now, and records what it said", async () => {
    const ref = "HZL-CCCCCCCCCCCC";
    await place(services, ref);
    const calls: string[] = [];
    const paystack: typeof fetch = async (url) => {
      calls.push(String(url));
      const data = {
        reference: ref,
        status: "success",
        amount: 3_000_000,
        currency: "NGN",
        channel: "bank_transfer",
        paid_at: new Date().toISOString(),
      };
      return Response.json({ status: true, message: "Verification successful", data });
    };
    expect(await act(services, ref, { intent: "check" }, paystack)).toEqual({ ok: true, done: "checked" });
    expect(calls).toEqual([`${TEST_PAYSTACK_ENV.PAYSTACK_API_URL}/transaction/verify/${ref}`]);
    expect((await findOrder(services.db, ref))?.status).toBe("paid");
    const events = await orderEvents(services.db, ref);
    expect(events.map((e) => [e.from, e.to, e.source])).toEqual([
      ["pending", "pending", "owner"],
      ["pending", "paid", "reconcile"],
    ]);
    expect(events[0]?.note).toBe("Checked with Paystack: success, ₦30,000 NGN by bank_transfer.");
    expect(await act(services, ref, { intent: "check" }, paystack)).toMatchObject({ ok: false });
  });
});
