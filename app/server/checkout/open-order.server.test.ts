import { beforeEach, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import type { OpenOrderCookie } from "~/features/checkout/open-order-cookie";
import { signWebhook } from "../adapters/paystack.server";
import { paymentsOf } from "../payments/store.server";
import { availableStock, releaseLapsedHolds, setStock } from "../stock/store/index.server";
import { confirmPayment } from "../orders/confirm-payment.server";
import { placeOrder } from "./place-order.server";
import { findOrder, orderEvents } from "../orders/store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { handleWebhook } from "../paystack-events/webhook.server";

const coral = 37; // Coral Dress, ready to wear
let addresses = 0;
let ids = 0;

describeOnBothDatabases("a shopper's own unpaid order, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  beforeEach(() => services.db.exec("delete from stock; delete from stock_holds;"));

  const left = async () => (await availableStock(services.db, [coral])).get(coral)?.M;
  const place = async (quantity: number, open?: OpenOrderCookie) => {
    const result = await placeOrder(
      services,
      { customer: createCustomerForm(), lines: [{ productId: coral, size: "M", quantity }] },
      { clientAddress: `198.51.100.${++addresses}`, open },
    );
    if (!result.ok) throw new Error(`refused: ${"message" in result ? result.message : "limited"}`);
    return result;
  };
  const webhookPaid = (reference: string, amount: number) => {
    const raw = JSON.stringify({
      event: "charge.success",
      data: { id: ++ids, reference, status: "success", amount, currency: "NGN" },
    });
    return handleWebhook(services, new TextEncoder().encode(raw), signWebhook(raw, services.env.PAYSTACK_SECRET_KEY!));
  };

  it("asked again from the same browser, the order is continued: same reference and hold, a payment of its own", async () => {
    await services.db.transaction((tx) => setStock(tx, coral, { M: 1 }));
    const first = await place(1);
    expect(first.opened?.reference).toBe(first.order.reference);
    expect(await left()).toBe(0);
    // Without the browser's key the last piece is held by her own order: sold out.
    await expect(place(1)).rejects.toThrow("has sold out");
    const again = await place(1, first.opened);
    expect(again.opened).toBeUndefined();
    expect(again.order).toMatchObject({
      reference: first.order.reference,
      paymentReference: `${first.order.reference}-2`,
    });
    expect(await left()).toBe(0);
    // Paid under the second payment's reference: the order is paid, its piece sold.
    fake.transactions.set(`${first.order.reference}-2`, {
      reference: `${first.order.reference}-2`,
      status: "success",
      amount: first.order.amountMinor,
      currency: "NGN",
    });
    expect(await confirmPayment(services, `${first.order.reference}-2`)).toMatchObject({
      kind: "done",
      order: { status: "paid" },
    });
    expect((await paymentsOf(services.db, first.order.reference)).map((p) => [p.attempt, p.status])).toEqual([
      [1, "open"],
      [2, "succeeded"],
    ]);
  });

  it("continued after its hold lapsed, the piece is held again; once sold to another, it is refused as sold out", async () => {
    await services.db.transaction((tx) => setStock(tx, coral, { M: 1 }));
    const first = await place(1);
    const lapse = () => services.db.exec("update stock_holds set lapses_at = now() - interval '1 minute'");
    await lapse();
    expect(await releaseLapsedHolds(services.db)).toBe(1);
    expect(await left()).toBe(1);
    const again = await place(1, first.opened);
    expect(again.order.reference).toBe(first.order.reference);
    expect(await left()).toBe(0);
    const [hold] = await services.db.query<{ lapses_at: Date }>(
      "select lapses_at from stock_holds where state = 'held'",
    );
    expect(new Date(hold!.lapses_at).getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
    await lapse();
    await releaseLapsedHolds(services.db);
    await place(1); // another shopper takes the last piece
    await expect(place(1, first.opened)).rejects.toThrow("has sold out");
  });

  it("a reference without its key continues nothing", async () => {
    const first = await place(1);
    const forged = await place(1, { reference: first.order.reference, key: "x".repeat(32) });
    expect(forged.order.reference).not.toBe(first.order.reference);
    expect((await findOrder(services.db, first.order.reference))?.status).toBe("pending");
  });

  it("changed, it replaces the old order and releases its pieces; a transfer landing on the old one is money to return", async () => {
    await services.db.transaction((tx) => setStock(tx, coral, { M: 2 }));
    const first = await place(1);
    expect(await left()).toBe(1);
    const changed = await place(2, first.opened);
    expect(changed.order.reference).not.toBe(first.order.reference);
    expect(await left()).toBe(0);
    const old = await findOrder(services.db, first.order.reference);
    expect(old?.status).toBe("cancelled");
    expect((await orderEvents(services.db, first.order.reference)).at(-1)).toMatchObject({
      source: "shopper",
      note: `Replaced by order ${changed.order.reference}: the shopper changed her order before paying.`,
    });
    // Twice, as Paystack retries: recorded once for the owner.
    await webhookPaid(first.order.reference, first.order.amountMinor);
    await webhookPaid(first.order.reference, first.order.amountMinor);
    const returned = (await orderEvents(services.db, first.order.reference)).filter(
      (e) => (e.details as { kind?: string } | null)?.kind === "money-to-return",
    );
    expect(returned).toHaveLength(1);
  });
});
