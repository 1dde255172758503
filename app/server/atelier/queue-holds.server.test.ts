// An unpaid order's place in the atelier's queue lasts as long as its hold: once lapsed, the week
// is promised to others; a payment arriving later takes a place again, or goes to the owner.
import { beforeEach, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { signWebhook } from "../adapters/paystack.server";
import { saveCapacity } from "./store.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { findOrder } from "../orders/store/index.server";
import { releaseLapsedQueuePlaces } from "./queue-holds.server";
import { bookedWeeks } from "./queue-weeks.server";
import { forgetQueueFacts } from "./queue.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { placeOrder } from "../checkout/place-order.server";
import { confirmPayment } from "../orders/confirm-payment.server";

const PISTACHIO = 12; // Pistachio Blouse, Genesis: made to order
let shoppers = 0;
let payments = 0;

describeOnBothDatabases("an unpaid order's place in the atelier's queue, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  beforeEach(async () => {
    await services.db.exec("delete from order_events; delete from outbox; delete from payments; delete from orders;");
    await saveCapacity(services.db, { weekly: 2, express: 1 });
    forgetQueueFacts();
  });

  const place = async (quantity = 2) => {
    const n = ++shoppers;
    const body = {
      customer: createCustomerForm({ email: `guest${n}@example.com` }),
      lines: [{ productId: PISTACHIO, size: "S", quantity }],
    };
    const result = await placeOrder(services, body, { clientAddress: `203.0.113.${n % 250}` });
    if (!result.ok) throw new Error(JSON.stringify(result));
    forgetQueueFacts();
    return result.order;
  };
  const weekOf = async (reference: string) =>
    (
      await services.db.query<{ week: string }>(
        "select to_char(queue_week, 'YYYY-MM-DD') as week from orders where reference = $1",
        [reference],
      )
    )[0]?.week;
  const lapse = () =>
    services.db.exec("update orders set queue_held_until = now() - interval '1 minute' where status = 'pending'");
  const pay = (order: { reference: string; amountMinor: number }) => {
    const raw = JSON.stringify({
      event: "charge.success",
      data: {
        id: ++payments,
        reference: order.reference,
        status: "success",
        amount: order.amountMinor,
        currency: "NGN",
      },
    });
    return handleWebhook(services, new TextEncoder().encode(raw), signWebhook(raw, services.env.PAYSTACK_SECRET_KEY!));
  };

  it("holds the place 30 minutes, then releases it: the week is promised to the next shopper", async () => {
    const first = await place();
    const week = (await weekOf(first.reference))!;
    const [held] = await services.db.query<{ minutes: number }>(
      "select round(extract(epoch from queue_held_until - created_at) / 60)::int as minutes from orders",
    );
    expect(held!.minutes).toBe(30);
    // Not lapsed yet: nothing released, the week full.
    expect(await releaseLapsedQueuePlaces(services.db)).toBe(0);
    const second = await place();
    expect(await weekOf(second.reference)).not.toBe(week);
    await services.db.exec(`update orders set status = 'cancelled' where reference = '${second.reference}'`);
    forgetQueueFacts();
    await lapse();
    expect(await releaseLapsedQueuePlaces(services.db)).toBe(1);
    expect((await bookedWeeks(services.db, week)).find((w) => w.week === week)).toBeUndefined();
    forgetQueueFacts();
    const third = await place();
    expect(await weekOf(third.reference)).toBe(week);
  });

  it("is renewed for two hours while Paystack reports a bank transfer on its way", async () => {
    const { reference, amountMinor } = await place();
    fake.transactions.set(reference, { reference, status: "ongoing", amount: amountMinor, currency: "NGN" });
    const before = Date.now();
    expect(await confirmPayment(services, reference)).toMatchObject({ order: { status: "pending" } });
    const [row] = await services.db.query<{ until: Date }>(
      "select queue_held_until as until from orders where reference = $1",
      [reference],
    );
    expect(new Date(row!.until).getTime()).toBeGreaterThanOrEqual(before + 2 * 3600_000 - 1000);
    expect(await releaseLapsedQueuePlaces(services.db)).toBe(0);
  });

  it("a payment after the place was released takes its week again when room is left", async () => {
    const first = await place();
    const week = (await weekOf(first.reference))!;
    await lapse();
    await releaseLapsedQueuePlaces(services.db);
    await pay(first);
    expect((await findOrder(services.db, first.reference))!.status).toBe("paid");
    expect((await bookedWeeks(services.db, week)).find((w) => w.week === week)).toMatchObject({ pieces: 2 });
  });

  it("a payment after the place was released, its week full since, goes to the owner with the reason", async () => {
    const first = await place();
    const week = (await weekOf(first.reference))!;
    await lapse();
    await releaseLapsedQueuePlaces(services.db);
    const other = await place();
    expect(await weekOf(other.reference)).toBe(week);
    await pay(first);
    const order = (await findOrder(services.db, first.reference))!;
    expect(order.status).toBe("review");
    expect(order.reviewReason).toBe(
      `Its place in the atelier's week of ${week} lapsed unpaid and that week has filled since: set its ready day by hand before it is made.`,
    );
    expect((await bookedWeeks(services.db, week)).find((w) => w.week === week)).toMatchObject({ pieces: 2 });
  });
});
