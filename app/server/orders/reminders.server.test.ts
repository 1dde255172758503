import { expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { formatMoney, money } from "~/features/currency";
import { reminderAt } from "~/features/payments";
import { saveDollarSetting } from "../dollars/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { confirmPayment } from "./confirm-payment.server";
import { placeOrder } from "../checkout/place-order.server";
import { queueReminders } from "./reminders.server";
import { findOrder, remindersKeyOf, stopReminders } from "./store/index.server";

const LOOK_1 = 25; // made to order, ₦1,100,000
const HOUR = 3_600_000;

describeOnBothDatabases("reminders, each once, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  let address = 0;

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
    fake.transactions.set(reference, { reference, status: "success", amount: 82_500_000, currency: "NGN" });
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

  it("a dollar order's balance in dollars, as its account owes it: to her and to the owner", async () => {
    await saveDollarSetting(services.db, { allowed: true, nairaPerDollar: 1_500 });
    const london = createCustomerForm({
      phone: "+44 7700 900123",
      address: "1 Example Street",
      city: "London",
      postcode: "SW1A 1AA",
      country: "United Kingdom",
      state: "London",
    });
    const placed = await placeOrder(
      services,
      { customer: london, lines: [{ productId: LOOK_1, size: "M", quantity: 1 }], payPlan: "deposit" },
      { clientAddress: `198.51.100.${++address}` },
    );
    await saveDollarSetting(services.db, { allowed: false, nairaPerDollar: 1_500 });
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference, amountMinor: deposit } = placed.order;
    fake.transactions.set(reference, { reference, status: "success", amount: deposit, currency: "USD" });
    await confirmPayment(services, reference);
    const order = (await findOrder(services.db, reference))!;
    expect(order).toMatchObject({ currency: "USD", status: "paid" });
    const owed = formatMoney(money(order.amountMinor - deposit, "USD"));
    const dueAt = order.deposit!.balanceDueAt;
    await twice(reminderAt(dueAt, 72));
    await twice(new Date(dueAt.getTime() + HOUR));
    const sent = await emails(reference);
    expect(sent.map((e) => e.notice)).toEqual(["customer-balance-soon", "owner-balance-overdue"]);
    for (const e of sent) expect(e.note).toContain(`The balance of ${owed} on`);
    expect(owed).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it("none once the balance is paid", async () => {
    const reference = await place("deposit");
    await payDeposit(reference);
    const dueAt = (await findOrder(services.db, reference))!.deposit!.balanceDueAt;
    await services.db.query(
      "insert into payments (reference, order_reference, attempt, kind, amount, status) values ($1, $2, 2, 'balance', 27500000, 'succeeded')",
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
    fake.transactions.set(paid, { reference: paid, status: "success", amount: 110_000_000, currency: "NGN" });
    await confirmPayment(services, paid);
    await twice(new Date());
    await twice(new Date());
    expect(await emails(unpaid)).toEqual([
      { notice: "customer-unpaid", note: expect.stringContaining(`https://shop.test/order/${unpaid}`) },
    ]);
    expect(await emails(paid)).toEqual([]);
    expect(await emails(cancelled)).toEqual([]);
  });

  // Every due time is midnight in Lagos (D 00:00): D-3 23:00 is 49 hours before it, and so on.
  it("a deposit paid at night inside the 72 hours: nothing at night, the reminder at 09:00 the next morning", async () => {
    const reference = await place("deposit");
    await payDeposit(reference);
    const dueAt = (await findOrder(services.db, reference))!.deposit!.balanceDueAt;
    await twice(new Date(dueAt.getTime() - 49 * HOUR)); // 23:00 Lagos, three nights before
    await twice(new Date(dueAt.getTime() - 42 * HOUR)); // 06:00 Lagos
    expect(await emails(reference)).toEqual([]);
    await twice(new Date(dueAt.getTime() - 39 * HOUR)); // 09:00 Lagos
    expect((await emails(reference)).map((e) => e.notice)).toEqual(["customer-balance-soon"]);
  });

  it("both reminders due by morning: only the latest goes, once", async () => {
    const reference = await place("deposit");
    await payDeposit(reference);
    const dueAt = (await findOrder(services.db, reference))!.deposit!.balanceDueAt;
    await twice(new Date(dueAt.getTime() - 25 * HOUR)); // 23:00 Lagos, the night before the last day
    expect(await emails(reference)).toEqual([]);
    await twice(new Date(dueAt.getTime() - 15 * HOUR)); // 09:00 Lagos on the last day
    await twice(new Date(dueAt.getTime() - 14 * HOUR));
    expect((await emails(reference)).map((e) => e.notice)).toEqual(["customer-balance-due"]);
  });

  it("none to a shopper who stopped the order's reminders with her link's key; a wrong key stops nothing", async () => {
    const kept = await place("full");
    const stopped = await place("full");
    await services.db.query(
      "update orders set created_at = now() - interval '61 minutes' where reference = any($1::text[])",
      [[kept, stopped]],
    );
    const key = (await remindersKeyOf(services.db, stopped))!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await remindersKeyOf(services.db, kept)).not.toBe(key);
    expect(await stopReminders(services.db, stopped, "0".repeat(32))).toBe(false);
    expect(await stopReminders(services.db, kept, key)).toBe(false);
    expect(await stopReminders(services.db, stopped, key)).toBe(true);
    await twice(new Date());
    expect(await emails(stopped)).toEqual([]);
    const [email] = await emails(kept);
    const keptKey = (await remindersKeyOf(services.db, kept))!;
    expect(email?.note).toContain(`https://shop.test/order/${kept}/reminders?key=${keptKey}`);
  });

  it("no balance reminder after she stopped them; the owner is still told once it is overdue", async () => {
    const reference = await place("deposit");
    await payDeposit(reference);
    const dueAt = (await findOrder(services.db, reference))!.deposit!.balanceDueAt;
    expect(await stopReminders(services.db, reference, (await remindersKeyOf(services.db, reference))!)).toBe(true);
    await twice(reminderAt(dueAt, 72));
    await twice(reminderAt(dueAt, 24));
    await twice(new Date(dueAt.getTime() + HOUR));
    expect((await emails(reference)).map((e) => e.notice)).toEqual(["owner-balance-overdue"]);
  });

  it("not before the hour", async () => {
    const fresh = await place("full");
    await twice(new Date());
    expect(await emails(fresh)).toEqual([]);
  });
});
