import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPaystackFake, type PaystackFake } from "../../../e2e/fakes/paystack";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { reminderAt } from "~/features/payments";
import type { Services } from "../services.server";
import { createTestServices } from "../test-services.server";
import { confirmPayment } from "./confirm-payment.server";
import { placeOrder } from "./place-order.server";
import { queueReminders } from "./reminders.server";
import { findOrder } from "./store/index.server";

const LOOK_1 = 25; // made to order, ₦1,100,000
const HOUR = 3_600_000;

describe.each(["pglite", "postgres"] as const)("reminders, each once, on %s", (kind) => {
  let dispose: () => Promise<void>;
  let fake: PaystackFake;
  let services: Services;
  let address = 0;
  beforeAll(async () => {
    fake = await startPaystackFake();
    ({ services, dispose } = await createTestServices(kind, { env: fake.env }));
  });
  afterAll(async () => {
    await fake.close();
    await dispose();
  });

  const settings = { balanceHours: [72, 24], unpaidAfterSeconds: 3600, siteUrl: "https://shop.test" };
  const place = async (payPlan: string) => {
    const placed = await placeOrder(
      services,
      { customer: createCustomerForm(), lines: [{ productId: LOOK_1, size: "M", quantity: 1 }], payPlan },
      { clientAddress: `198.51.100.${++address}` },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    return placed.order.reference;
  };
  const payDeposit = async (reference: string) => {
    fake.transactions.set(reference, { reference, status: "success", amount: 825_000 * 100, currency: "NGN" });
    await confirmPayment(services, reference);
  };
  const emails = async (reference: string) =>
    (
      await services.db.query<{ notice: string; params: { note: string } | string }>(
        "select notice, params from outbox where order_reference = $1 and notice not like '%-paid' order by id",
        [reference],
      )
    ).map((r) => ({ notice: r.notice, note: (typeof r.params === "string" ? JSON.parse(r.params) : r.params).note }));
  // Two instances running the job at the same moment.
  const twice = (now: Date) =>
    Promise.all([queueReminders(services.db, settings, now), queueReminders(services.db, settings, now)]);

  it("a balance: one email 72 hours before (in Lagos daytime), one 24 hours before, then one to the owner", async () => {
    const reference = await place("deposit");
    await payDeposit(reference);
    const dueAt = (await findOrder(services.db, reference))!.deposit!.balanceDueAt;
    const first = reminderAt(dueAt, 72);
    await twice(new Date(first.getTime() - 1000));
    expect(await emails(reference)).toEqual([]);
    await twice(first);
    await twice(new Date(first.getTime() + HOUR));
    const soon = await emails(reference);
    expect(soon.map((e) => e.notice)).toEqual(["customer-balance-soon"]);
    expect(soon[0]?.note).toContain("₦275,000");
    expect(soon[0]?.note).toContain(`https://shop.test/order/${reference}`);
    await twice(reminderAt(dueAt, 24));
    await twice(new Date(dueAt.getTime() + HOUR));
    await twice(new Date(dueAt.getTime() + 48 * HOUR));
    expect((await emails(reference)).map((e) => e.notice)).toEqual([
      "customer-balance-soon",
      "customer-balance-due",
      "owner-balance-overdue",
    ]);
  });

  it("none once the balance is paid", async () => {
    const reference = await place("deposit");
    await payDeposit(reference);
    const dueAt = (await findOrder(services.db, reference))!.deposit!.balanceDueAt;
    await services.db.query(
      "insert into payments (reference, order_reference, attempt, kind, amount, status) values ($1, $2, 2, 'balance', 275000, 'succeeded')",
      [`${reference}-2`, reference],
    );
    await twice(new Date(dueAt.getTime() + HOUR));
    expect(await emails(reference)).toEqual([]);
  });

  it("an unpaid order: one email with its payment link an hour after it was placed; none once paid or cancelled", async () => {
    const unpaid = await place("full");
    const paid = await place("full");
    const cancelled = await place("full");
    await services.db.query(
      "update orders set created_at = now() - interval '61 minutes' where reference = any($1::text[])",
      [[unpaid, paid, cancelled]],
    );
    await services.db.query("update orders set status = 'cancelled' where reference = $1", [cancelled]);
    fake.transactions.set(paid, { reference: paid, status: "success", amount: 1_100_000 * 100, currency: "NGN" });
    await confirmPayment(services, paid);
    await twice(new Date());
    await twice(new Date());
    expect(await emails(unpaid)).toEqual([
      { notice: "customer-unpaid", note: expect.stringContaining(`https://shop.test/order/${unpaid}`) },
    ]);
    expect(await emails(paid)).toEqual([]);
    expect(await emails(cancelled)).toEqual([]);
  });

  it("not before the hour", async () => {
    const fresh = await place("full");
    await twice(new Date());
    expect(await emails(fresh)).toEqual([]);
  });
});
