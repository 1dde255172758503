import { beforeEach, expect, it, vi } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { signWebhook } from "../adapters/paystack.server";
import { availableStock, releaseLapsedHolds, setStock } from "../stock/store/index.server";
import { changeOrderState } from "./change-state.server";
import { confirmPayment } from "./confirm-payment.server";
import { placeOrder } from "../checkout/place-order.server";
import { reconcileOnce } from "../paystack-events/reconcile.server";
import { findOrder } from "./store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { handleWebhook } from "../paystack-events/webhook.server";

const coral = 37; // Coral Dress, ready to wear
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
let addresses = 0;
let payments = 0;

describeOnBothDatabases("an order's pieces through its life, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  // Each test counts its own pieces; earlier orders keep their state but hold nothing any more.
  beforeEach(() => services.db.exec("delete from stock; delete from stock_holds;"));

  const count = (pieces: number) => services.db.transaction((tx) => setStock(tx, coral, { M: pieces }));
  const left = async () => (await availableStock(services.db, [coral])).get(coral)?.M;
  const shelf = async () =>
    (
      await services.db.query<{ on_hand: number; held: number }>(
        "select on_hand, held from stock where product_id = $1",
        [coral],
      )
    )[0];
  const place = async (quantity = 1) => {
    const result = await placeOrder(
      services,
      { customer: createCustomerForm(), lines: [{ productId: coral, size: "M", quantity }] },
      { clientAddress: `198.51.100.${++addresses}` },
    );
    return result;
  };
  const placed = async () => {
    const result = await place();
    if (!result.ok) throw new Error("the order was refused");
    return result.order;
  };
  const notices = async (reference: string) =>
    (
      await services.db.query<{ notice: string }>("select notice from outbox where order_reference = $1 order by id", [
        reference,
      ])
    ).map((r) => r.notice);
  const status = async (reference: string) => (await findOrder(services.db, reference))?.status;
  const expire = (reference: string) =>
    changeOrderState(services.db, { reference, to: "expired", source: "reconcile", note: "Not paid in time." });
  const webhookPaid = (reference: string, amount: number) => {
    const raw = JSON.stringify({
      event: "charge.success",
      data: { id: ++payments, reference, status: "success", amount, currency: "NGN" },
    });
    return handleWebhook(services, new TextEncoder().encode(raw), signWebhook(raw, services.env.PAYSTACK_SECRET_KEY!));
  };

  it("places one of two orders for the last piece made at once; the other is told which piece is gone", async () => {
    await count(1);
    const results = await Promise.all([place(), place()]);
    const ok = results.filter((r) => r.ok);
    const refused = results.find((r) => !r.ok);
    expect(ok).toHaveLength(1);
    expect(refused).toEqual({
      ok: false,
      message:
        "Sorry, Coral Dress in size M has sold out. Change your cart, then place the order again; nothing was charged.",
      unavailable: [{ productId: coral, name: "Coral Dress", size: "M", quantity: 1, soldOut: true }],
    });
    const [stored] = await services.db.query<{ n: number }>(
      "select count(*)::int as n from orders where items @> $1::jsonb",
      [JSON.stringify([{ productId: coral }])],
    );
    expect(stored?.n).toBe(1);
    expect(await shelf()).toEqual({ on_hand: 1, held: 1 });
    // Cancelled by the owner, the piece is on sale again.
    const first = ok[0]!.ok ? ok[0]!.order.reference : "";
    await changeOrderState(services.db, {
      reference: first,
      to: "cancelled",
      source: "owner",
      note: "Asked to cancel.",
    });
    expect(await left()).toBe(1);
  });

  it("sells the piece once the order is paid: on hand and held both go down", async () => {
    await count(2);
    const order = await placed();
    expect(await left()).toBe(1);
    fake.transactions.set(order.reference, {
      reference: order.reference,
      status: "success",
      amount: order.amountMinor,
      currency: "NGN",
    });
    expect(await confirmPayment(services, order.reference)).toMatchObject({ order: { status: "paid" } });
    expect(await shelf()).toEqual({ on_hand: 1, held: 0 });
    expect(await left()).toBe(1);
  });

  it("gives the piece back when the re-check expires the unpaid order", async () => {
    await count(1);
    const order = await placed();
    expect(await left()).toBe(0);
    await services.db.query("update orders set next_check_at = 'infinity' where status in ('pending', 'review')");
    await services.db.query(
      "update orders set created_at = now() - interval '73 hours', next_check_at = null where reference = $1",
      [order.reference],
    );
    expect(await reconcileOnce(services.env, services.db, { log: quiet, pace: 0 })).toBe("checked");
    expect(await status(order.reference)).toBe("expired");
    expect(await left()).toBe(1);
  });

  it("takes the piece again for a payment after the hold lapsed, when it is still there", async () => {
    await count(1);
    const order = await placed();
    await expire(order.reference);
    expect(await left()).toBe(1);
    expect((await webhookPaid(order.reference, order.amountMinor)).status).toBe(200);
    expect(await status(order.reference)).toBe("paid");
    expect(await shelf()).toEqual({ on_hand: 0, held: 0 });
  });

  it("puts a late payment in review with one email to the owner when its piece has sold since", async () => {
    await count(1);
    const late = await placed();
    await expire(late.reference);
    const other = await placed();
    expect(await left()).toBe(0);
    for (let i = 0; i < 3; i++) await webhookPaid(late.reference, late.amountMinor);
    const order = await findOrder(services.db, late.reference);
    expect(order).toMatchObject({ status: "review", paidAt: null });
    expect(order?.reviewReason).toBe(
      "Paid after its hold on the pieces had lapsed, and these have sold since: Coral Dress, size M × 1. Find the pieces and mark it paid, or cancel it and return the money.",
    );
    expect(await notices(late.reference)).toEqual(["owner-expired", "owner-review"]);
    // The other shopper's piece stays hers.
    expect(await shelf()).toEqual({ on_hand: 1, held: 1 });
    expect(await status(other.reference)).toBe("pending");
  });

  it("gives back a hold past its time even where no re-check runs", async () => {
    await count(1);
    const order = await placed();
    await services.db.query("update stock_holds set lapses_at = now() - interval '1 second' where reference = $1", [
      order.reference,
    ]);
    expect(await releaseLapsedHolds(services.db)).toBe(1);
    expect(await left()).toBe(1);
    expect(await status(order.reference)).toBe("pending");
  });
});
