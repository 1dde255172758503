import { expect, it } from "vitest";
import { nairaUnits } from "~/features/currency";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { capFor, accountWords, shopperStatusText } from "~/features/order-account";
import { productionDesk } from "~/admin/production/production-view.server";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { slotWords } from "~/features/appointments/slot-words";
import { herOrders } from "../account/her-orders.server";
import { openDb, type Db } from "../db/db.server";
import { confirmPayment } from "../orders/confirm-payment.server";
import { newReference } from "../orders/new-order.server";
import { shopperOrderView } from "../orders/order-page.server";
import { findOrder, insertOrder } from "../orders/store/index.server";
import { readOrderAccount } from "../payments/account.server";
import { paymentsOf } from "../payments/store.server";
import { refundsOf } from "../refunds/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { bookAppointment } from "./book.server";
import { appointmentPage, cancelAppointment, moveAppointment, slotsOfType } from "./manage.server";
import { findByKey, insertType } from "./store/index.server";

let n = 0;
const FEE = 10_000;

describeOnBothDatabases("a fitting's fee, moved or returned, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services({ env: { SITE_URL: "https://hazel.example" } });
  const t = suite.database();

  const type = (cutoffHours = 0) =>
    insertType(services.db, {
      name: `Fitting ${++n}`,
      minutes: 60,
      seats: 1,
      bufferMinutes: 15,
      fee: FEE,
      cutoffHours,
    });
  const accountOf = async (reference: string) =>
    (await readOrderAccount(services.db, (await findOrder(services.db, reference))!)).account;

  /** A fitting booked and its fee paid through Paystack (the fake's verify), as her return from Paystack records it. */
  async function paidFitting(opts: { cutoffHours?: number; forOrder?: string; email?: string } = {}) {
    const id = await type(opts.cutoffHours);
    const [slot, later] = await slotsOfType(services.db, id);
    const booked = await bookAppointment(services, {
      type: String(id),
      slot: lagosDateTimeOf(slot!.startsAt),
      name: "Ada Obi",
      email: opts.email ?? `ada-fee-${++n}@example.com`,
      phone: "+234 803 000 0000",
      forOrder: opts.forOrder ?? "",
    });
    if (!booked.ok || !booked.feeOrder) throw new Error("refused");
    const [payment] = await paymentsOf(services.db, booked.feeOrder);
    fake.transactions.set(payment!.reference, {
      reference: payment!.reference,
      status: "success",
      amount: nairaUnits(FEE),
      currency: "NGN",
    });
    expect((await confirmPayment(services, payment!.reference)).kind).toBe("done");
    expect((await findByKey(services.db, booked.key))?.status).toBe("booked");
    return { key: booked.key, feeOrder: booked.feeOrder, startsAt: slot!.startsAt, later: later! };
  }

  /** Credit issued from the fee's order when cancelled (the cancellation's key). */
  const creditIssued = async (feeOrder: string) =>
    (
      await services.db.query<{ amount: number | string }>(
        "select amount from credit_entries where order_reference = $1 and kind = 'issued' and movement_key like 'appointment:%'",
        [feeOrder],
      )
    ).map((r) => ({ amount: Number(r.amount) }));

  it("a fee moved onto her order reads nothing to pay wherever it is shown, is no piece to make, and names the fitting's time", async () => {
    const email = `ada-moved-${++n}@example.com`;
    const order = await insertOrder(services.db, {
      reference: newReference(),
      isTest: true,
      customer: { ...createCustomerForm({ email }), email } as never,
      items: [
        { productId: 37, name: "Coral Dress", size: "M", quantity: 1, unitPrice: 5_000_000, lineTotal: 5_000_000 },
      ] as never,
      amountMinor: 5_000_000,
    });
    const fee = await paidFitting({ forOrder: order.reference, email });
    const moved = `Moved to ${order.reference} · nothing to pay`;

    const account = await accountOf(fee.feeOrder);
    expect(account).toMatchObject({ owedNow: 0, status: "moved" });
    expect(accountWords(account)).toBe(moved);
    expect((await accountOf(order.reference)).owedNow).toBe(4_000_000);
    const feeOrder = (await findOrder(services.db, fee.feeOrder))!;
    const view = await shopperOrderView(services.db, feeOrder, { demo: false });
    expect(view.money).toMatchObject({ words: moved, owed: 0 });
    // Her order page's status says it too, never "Paid" with a delivery to come.
    expect(shopperStatusText(feeOrder.status, view.money).title).toBe(moved);
    const hers = (await herOrders(services.db, email, false)).find((o) => o.reference === fee.feeOrder);
    expect(hers).toMatchObject({ money: moved, owed: 0, pay: null });
    // Paid, it is still no piece for the tailor.
    expect(feeOrder.status).toBe("paid");
    expect((await productionDesk(services.db)).orders.map((o) => o.reference)).not.toContain(fee.feeOrder);

    // Moved, its line says the new time; cancelled, it says so, and the fee stays on her order.
    await moveAppointment(services, fee.key, lagosDateTimeOf(fee.later.startsAt));
    expect((await findOrder(services.db, fee.feeOrder))?.items[0]?.name).toContain(slotWords(fee.later.startsAt));
    expect(await cancelAppointment(services, fee.key, "refund")).toEqual({ ok: true, done: "kept" });
    expect((await findOrder(services.db, fee.feeOrder))?.items[0]?.name).toMatch(/, Cancelled$/);
    expect(accountWords(await accountOf(fee.feeOrder))).toBe(moved);
    expect(await refundsOf(services.db, fee.feeOrder)).toEqual([]);
    expect(await creditIssued(fee.feeOrder)).toEqual([]);
  });

  it("cancelling with a refund to her card stores the refund and sends it once; her page then owes nothing", async () => {
    const fee = await paidFitting();
    expect((await appointmentPage(services, fee.key))?.refundable).toBe(true);
    const calls = fake.refundCalls;
    const cancelled = await cancelAppointment(services, fee.key, "refund");
    // The fee's order asks for nothing once its fee is on its way back (her page said "You owe").
    const account = await accountOf(fee.feeOrder);
    expect(account.owedNow).toBe(0);
    expect([capFor(account, "refund"), capFor(account, "credit")]).toEqual([0, 0]);
    const email = (await findOrder(services.db, fee.feeOrder))!.customer.email;
    expect((await herOrders(services.db, email, false)).find((o) => o.reference === fee.feeOrder)).toMatchObject({
      owed: 0,
      pay: null,
    });
    const refunds = await refundsOf(services.db, fee.feeOrder);
    expect(refunds.map((r) => [r.amount, r.status === "unsent"])).toEqual([[nairaUnits(FEE), false]]);
    expect(fake.refundCalls).toBe(calls + 1);
    expect(cancelled).toEqual({ ok: true, done: "refund" });
    expect(await findByKey(services.db, fee.key)).toMatchObject({ status: "cancelled", feeOutcome: "refund" });
  });

  it("past the cut-off a refund is not offered, and asked anyway the page is told it became credit", async () => {
    const fee = await paidFitting({ cutoffHours: 24 });
    const hourBefore = new Date(fee.startsAt.getTime() - 3_600_000);
    expect((await appointmentPage(services, fee.key, hourBefore))?.refundable).toBe(false);
    expect(await cancelAppointment(services, fee.key, "refund", hourBefore)).toEqual({
      ok: true,
      done: "credit-past-cutoff",
    });
    expect(await refundsOf(services.db, fee.feeOrder)).toEqual([]);
    expect(await creditIssued(fee.feeOrder)).toEqual([{ amount: nairaUnits(FEE) }]);
    expect((await accountOf(fee.feeOrder)).owedNow).toBe(0);
  });

  it("two cancellations at once on two instances, one for a refund and one for credit, return the fee once", async () => {
    const fee = await paidFitting();
    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
    try {
      const results = await Promise.all([
        cancelAppointment(services, fee.key, "refund"),
        cancelAppointment({ env: services.env, db: other }, fee.key, "credit"),
      ]);
      const won = results.filter((r) => r.ok);
      expect(won).toHaveLength(1);
      const lost = results.find((r) => !r.ok);
      const refunds = await refundsOf(services.db, fee.feeOrder);
      const credit = await creditIssued(fee.feeOrder);
      expect(refunds.length + credit.length).toBe(1);
      expect(lost).toEqual({
        ok: false,
        error:
          refunds.length === 1
            ? "This fee was already refunded to your card."
            : "This fee was already returned as store credit.",
      });
      const account = await accountOf(fee.feeOrder);
      expect(account.refunded.pending + account.refunded.processed + account.creditIssued).toBe(nairaUnits(FEE));
      expect([capFor(account, "refund"), capFor(account, "credit")]).toEqual([0, 0]);
    } finally {
      if (other !== t.db) await other.close();
    }
  });
});
