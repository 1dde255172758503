import { expect, it } from "vitest";
import { DELETED_NAME, keptWords, type KeptOrder } from "~/features/account";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findProductFacts } from "~/features/catalogue";
import { normalMailbox } from "~/features/mailbox";
import { PICKUP_ONLY, type Customer, type OrderDelivery, type OrderState } from "~/features/orders";
import { formatDay, lagosToday } from "~/lib/lagos-clock";
import { adminOrderView } from "../../admin/orders/order-view.server";
import { parseEnv } from "../base/env.server";
import { herAddresses } from "../checkout/her-addresses.server";
import type { Db } from "../db/db.server";
import { changeOrderState } from "../orders/change-state.server";
import { newReference } from "../orders/new-order.server";
import { eraseKeptDelivery, findOrder, insertOrder } from "../orders/store/index.server";
import { queueAlert } from "../outbox/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { deleteMyData, sendDeletionCode } from "./delete-my-data.server";
import { whatDeletionKeeps } from "./kept-for-delivery.server";
import { sendSignInCode, signInWithCode } from "./sign-in.server";

const SITE = "https://shop.test";
const env = parseEnv({ NODE_ENV: "test" });
const DELIVERED_TO_HER: OrderDelivery = {
  ...PICKUP_ONLY,
  method: "port-harcourt",
  zone: "port-harcourt",
  label: "Delivery in Port Harcourt",
  fee: 5000,
  readyBy: "2026-12-10",
  deliverBy: "2026-12-12",
};
/** The states an order is moved through to reach each state here (pending → paid by Paystack's word, then the owner's). */
const WAY: Partial<Record<OrderState, OrderState[]>> = {
  paid: ["paid"],
  shipped: ["paid", "shipped"],
  delivered: ["paid", "shipped", "delivered"],
  ready: ["paid", "ready"],
  collected: ["paid", "ready", "collected"],
};
let n = 0;

async function lastCode(db: Db, email: string): Promise<string> {
  const [row] = await db.query<{ params: Record<string, string> | string }>(
    "select params from outbox where template = 'customer' and params->>'to_email' = $1 order by id desc limit 1",
    [email],
  );
  const params = typeof row!.params === "string" ? (JSON.parse(row!.params) as Record<string, string>) : row!.params;
  return params.reference!;
}

describeOnBothDatabases("deleting her data with an order on its way, on %s", (suite) => {
  const t = suite.database();

  /** Her order with the delivery given, moved along to `to`; Ada Obi of 12 Aba Road with a comment. */
  async function herOrder(email: string, to: OrderState, delivery = DELIVERED_TO_HER, gift = false) {
    const parsed = validateCustomer(createCustomerForm({ email, comments: "Ring at the gate" }));
    const customer = (parsed.ok ? parsed.customer : undefined) as Customer;
    const priced = priceOrder([createLine({ quantity: 1 })], findProductFacts);
    const order = await insertOrder(t.db, {
      reference: newReference(),
      isTest: false,
      customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
      delivery,
      ...(gift && { gift: { recipientName: "Chidi Eze", recipientPhone: "+234 803 000 0009", message: "Love" } }),
    });
    for (const step of WAY[to] ?? [])
      await changeOrderState(t.db, {
        reference: order.reference,
        to: step,
        source: step === "paid" ? "verify" : "owner",
      });
    return order.reference;
  }

  /** Signs her in and deletes her data with its code, as her page does. */
  async function deleteHerData(email: string) {
    n += 1;
    const clientAddress = `203.0.113.${n}`;
    await sendSignInCode(t.db, { email, clientAddress, siteUrl: SITE });
    const signed = await signInWithCode(t.db, {
      email,
      code: await lastCode(t.db, email),
      clientAddress,
      deviceHash: "phone",
    });
    if (!signed.ok) throw new Error(signed.error);
    const her = { signedIn: true as const, email, mailbox: normalMailbox(email), token: signed.token };
    await sendDeletionCode(t.db, her, clientAddress, SITE);
    const done = await deleteMyData(t.db, her, await lastCode(t.db, email), clientAddress);
    if (!done.ok) throw new Error(done.error);
    return done;
  }

  const customerOf = async (reference: string) => (await findOrder(t.db, reference))!.customer;
  const herEmail = () => `kept${++n}@example.com`;

  it("keeps an order on its way's delivery facts, says so before and after, and erases a delivered one", async () => {
    const email = herEmail();
    const shipped = await herOrder(email, "shipped");
    const ready = await herOrder(email, "ready", PICKUP_ONLY);
    const delivered = await herOrder(email, "delivered");

    const before = await whatDeletionKeeps(t.db, email);
    const expected: KeptOrder[] = [
      { reference: ready, for: "collection", dueBy: null, unpaid: false, gift: false },
      { reference: shipped, for: "delivery", dueBy: "2026-12-12", unpaid: false, gift: false },
    ];
    expect([...before].sort((a, b) => a.for.localeCompare(b.for))).toEqual(expected);
    expect(keptWords(expected[1]!)).toBe(
      `Order ${shipped} keeps your name, phone, email and delivery address until it is delivered ` +
        "(due by Saturday 12 December 2026), then we erase them.",
    );

    const done = await deleteHerData(email);
    expect(done.kept).toEqual(before);
    expect(done.counts).toMatchObject({ orders: 3, keptForDelivery: 2 });

    // On its way to her address: name, phone, email and address stay; her comment goes.
    expect(await customerOf(shipped)).toMatchObject({
      email,
      firstName: "Ada",
      lastName: "Obi",
      phone: "+234 803 123 4567",
      address: "12 Aba Road, Port Harcourt",
      comments: "",
    });
    // To collect: her name, phone and email stay, no address is needed.
    expect(await customerOf(ready)).toMatchObject({ email, firstName: "Ada", phone: "+234 803 123 4567", address: "" });
    // Delivered already: erased now, as before.
    expect(await customerOf(delivered)).toMatchObject({ email, firstName: DELETED_NAME, phone: "", address: "" });
    // Kept only for the delivery: never offered back at her checkout.
    expect(await herAddresses(t.db, email)).toEqual([]);
  });

  it("erases the kept facts once the order is delivered or collected, once however often it runs", async () => {
    const email = herEmail();
    const shipped = await herOrder(email, "shipped");
    const ready = await herOrder(email, "ready", PICKUP_ONLY);
    await deleteHerData(email);
    // An email queued about the order after she asked (written from its kept facts): erased with them.
    await queueAlert(t.db, `kept-after:${shipped}`, "customer", {
      to_email: email,
      to_name: "Ada",
      reference: shipped,
    });

    await changeOrderState(t.db, { reference: shipped, to: "delivered", source: "owner" });
    expect(await customerOf(shipped)).toMatchObject({ email, firstName: DELETED_NAME, lastName: "", phone: "" });
    const [later] = await t.db.query<{ name: string }>(
      "select params->>'to_name' as name from outbox where alert_key = $1",
      [`kept-after:${shipped}`],
    );
    expect(later).toEqual({ name: "" });
    expect((await customerOf(shipped)).address).toBe("");
    const [first] = await t.db.query<{ erased_at: Date; ended_as: string }>(
      "select erased_at, ended_as from kept_for_delivery where order_reference = $1",
      [shipped],
    );
    expect(first!.ended_as).toBe("delivered");

    // A replay, a second instance: nothing left to do, the first erasure's moment stands.
    expect(await t.db.transaction((tx) => eraseKeptDelivery(tx, shipped, DELETED_NAME, "delivered"))).toBe(false);
    expect(await changeOrderState(t.db, { reference: shipped, to: "delivered", source: "owner" })).toMatchObject({
      kind: "unchanged",
    });
    const [again] = await t.db.query<{ erased_at: Date }>(
      "select erased_at from kept_for_delivery where order_reference = $1",
      [shipped],
    );
    expect(new Date(again!.erased_at).getTime()).toBe(new Date(first!.erased_at).getTime());

    // Two at once (two instances on one database): one of them erases.
    await changeOrderState(t.db, { reference: ready, to: "collected", source: "owner" });
    const both = await Promise.all(
      [1, 2].map(() => t.db.transaction((tx) => eraseKeptDelivery(tx, ready, DELETED_NAME, "collected"))),
    );
    expect(both).toEqual([false, false]);
    expect(await customerOf(ready)).toMatchObject({ firstName: DELETED_NAME, phone: "" });
  });

  it("claims a kept order once when two erase it together", async () => {
    const email = herEmail();
    const shipped = await herOrder(email, "shipped");
    await deleteHerData(email);
    const both = await Promise.all(
      [1, 2].map(() => t.db.transaction((tx) => eraseKeptDelivery(tx, shipped, DELETED_NAME, "delivered"))),
    );
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await customerOf(shipped)).toMatchObject({ firstName: DELETED_NAME, phone: "", address: "" });
  });

  it("keeps a gift's recipient for its delivery, and erases the card's message", async () => {
    const email = herEmail();
    const gift = await herOrder(email, "paid", DELIVERED_TO_HER, true);
    const done = await deleteHerData(email);
    expect(done.kept).toEqual([{ reference: gift, for: "delivery", dueBy: "2026-12-12", unpaid: false, gift: true }]);
    expect((await findOrder(t.db, gift))!.gift).toEqual({
      recipientName: "Chidi Eze",
      recipientPhone: "+234 803 000 0009",
      message: "",
    });
    await changeOrderState(t.db, { reference: gift, to: "cancelled", source: "owner" });
    expect((await findOrder(t.db, gift))!.gift).toEqual({ recipientName: "", recipientPhone: "", message: "" });
  });

  it("tells the owner on the order's page what was kept and why, then that it was erased", async () => {
    const email = herEmail();
    const shipped = await herOrder(email, "shipped");
    const view = async () => (await adminOrderView(t.db, env, (await findOrder(t.db, shipped))!)).kept;
    expect(await view()).toBeNull();
    await deleteHerData(email);
    const today = formatDay(lagosToday());
    expect(await view()).toBe(
      `Kept for delivery: she asked for her data to be erased on ${today}; erased when delivered. ` +
        "Her name, phone, email and delivery address stay on this order until then; everything else of hers is erased.",
    );
    await changeOrderState(t.db, { reference: shipped, to: "delivered", source: "owner" });
    expect(await view()).toBe(
      `Erased on ${today}, when it was delivered: she asked for her data to be erased on ${today}, ` +
        "and her details were kept for delivery until then.",
    );
  });
});
