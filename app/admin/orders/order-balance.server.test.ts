import { beforeAll, expect, it, vi } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { parseEnv } from "~/server/base/env.server";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { placeOrder } from "~/server/checkout/place-order.server";
import { reconcileOnce } from "~/server/paystack-events/reconcile.server";
import { startPayment } from "~/server/orders/start-payment.server";
import { findOrder, findOrders } from "~/server/orders/store/index.server";
import { balanceDueReferences } from "~/server/orders/balance-due.server";
import { queueOrderEmail } from "~/server/orders/notices.server";
import { paymentsOf } from "~/server/payments/store.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { ordersCsvBetween } from "./order-export.server";
import { parseAdminAction, runAdminAction } from "./order-actions.server";
import { adminOrderView } from "./order-view.server";

const LOOK_1 = 25; // Resurgence Look 1, made to order, ₦1,100,000
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const BEING_MADE = ["paid", "in_production", "ready"] as const;

describeOnBothDatabases("the owner's side of a deposit, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  let reference: string;
  beforeAll(async () => {
    const placed = await placeOrder(
      services,
      {
        customer: createCustomerForm({ firstName: "Ada", phone: "0803 123 4567" }),
        lines: [{ productId: LOOK_1, size: "M", quantity: 1 }],
        delivery: "pickup",
        payPlan: "deposit",
      },
      { clientAddress: "198.51.100.7" },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    reference = placed.order.reference;
    pay(reference, 82_500_000);
    await confirmPayment(services, reference);
  });

  const pay = (ref: string, kobo: number) =>
    fake.transactions.set(ref, { reference: ref, status: "success", amount: kobo, currency: "NGN" });
  const order = async () => (await findOrder(services.db, reference))!;
  const move = async (to: string, note = "") => {
    const parsed = parseAdminAction([
      ["intent", "move"],
      ["to", to],
      ["note", note],
    ]);
    if (!parsed.ok) throw new Error(parsed.error);
    return runAdminAction(services, await order(), parsed.action, { "cancel-paid": true, "mark-refunded": true });
  };
  const view = async () => adminOrderView(services.db, services.env, await order());

  it("shows the deposit, what is paid and owed and by when, and a WhatsApp link with her balance link", async () => {
    const v = await view();
    expect(v.payments).toMatchObject([{ reference, kind: "deposit", amount: 82_500_000, status: "succeeded" }]);
    expect(v.money).toMatchObject({ paid: 82_500_000, owed: 27_500_000, toReturn: 0 });
    expect(v.money.dueDay).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(v.money.words).toMatch(/^Deposit paid: ₦275,000 to pay by \w+day \d+ \w+$/);
    expect(v.money.lines).toEqual([{ text: "Paid by Paystack +₦825,000", amount: 82_500_000 }]);
    const orderUrl = `${services.env.SITE_URL.replace(/\/+$/, "")}/order/${reference}`;
    expect(v.money.orderUrl).toBe(orderUrl);
    const wa = new URL(v.money.whatsapp!);
    expect(wa.host + wa.pathname).toBe("wa.me/2348031234567");
    expect(wa.searchParams.get("text")).toContain(orderUrl);
    expect(wa.searchParams.get("text")).toContain("₦275,000");
  });

  it("shows the balance reminders among the order's emails", async () => {
    await queueOrderEmail(services.db, reference, "customer-balance-soon", { note: "soon" });
    expect((await view()).emails.some((e) => e.startsWith("To the shopper: balance due soon"))).toBe(true);
  });

  it("lists the order under Balance due and exports what it paid and owes", async () => {
    const owing = await balanceDueReferences(services.db, BEING_MADE);
    expect(owing).toContain(reference);
    const due = await findOrders(services.db, { states: BEING_MADE, among: owing, page: 1 });
    expect(due.orders.map((o) => o.reference)).toContain(reference);
    const csv = await ordersCsvBetween(services.db, "2000-01-01", "2100-12-31");
    expect(csv.split("\r\n").find((r) => r.startsWith(reference))).toContain(",1100000,825000,275000,");
  });

  it("refuses to release the order while the balance is open, then the re-check finds the balance once", async () => {
    expect(await move("in_production")).toMatchObject({ ok: true });
    expect(await move("ready")).toMatchObject({ ok: true });
    expect((await view()).held).toMatchObject({ collected: "₦275,000 balance still to pay" });
    expect(await move("collected")).toEqual({ ok: false, error: "Not yet: ₦275,000 balance still to pay." });
    expect((await order()).status).toBe("ready");

    // She starts the balance and pays it, but never comes back to the shop: the re-check finds it.
    await startPayment(services, reference, "http://shop.test", { address: "test", own: true });
    const balance = (await paymentsOf(services.db, reference))[1]!;
    expect(balance).toMatchObject({ kind: "balance", amount: 27_500_000, status: "open" });
    pay(balance.reference, 27_500_000);
    await services.db.query("update payments set created_at = now() - interval '2 minutes' where reference = $1", [
      balance.reference,
    ]);
    const env = parseEnv({ ...fake.env, RECONCILE_SCHEDULE_SECONDS: "60,3600" });
    const asked = () => fake.verifyCalls.filter((r) => r === balance.reference).length;
    const outcomes = await Promise.all(
      Array.from({ length: 3 }, () => reconcileOnce(env, services.db, { log: quiet, pace: 0 })),
    );
    expect(outcomes.filter((o) => o === "checked")).toHaveLength(1);
    expect(asked()).toBe(1);
    expect((await paymentsOf(services.db, reference)).map((p) => p.status)).toEqual(["succeeded", "succeeded"]);
    // Checked once: the next run finds nothing due.
    expect(await reconcileOnce(env, services.db, { log: quiet, pace: 0 })).toBe("idle");

    expect((await view()).held).toEqual({});
    expect(await balanceDueReferences(services.db, BEING_MADE)).not.toContain(reference);
    expect(await move("collected")).toMatchObject({ ok: true });
    expect((await order()).status).toBe("collected");
  });
});
