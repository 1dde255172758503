import { expect, it } from "vitest";
import { signWebhook } from "../adapters/paystack.server";
import { openDb, type Db } from "../db/db.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { newReference } from "../orders/new-order.server";
import { findOrder, insertOrder } from "../orders/store/index.server";
import { readOrderAccount } from "../payments/account.server";
import { paymentsOf } from "../payments/store.server";
import { noticesOf, noticesOfAppointment } from "../notices/store.server";
import { TEST_PAYSTACK_ENV } from "../test-services.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { bookAppointment } from "./book.server";
import { cancelAppointment, moveAppointment, slotsOfType } from "./manage.server";
import { queueAppointmentReminders } from "./reminders.server";
import { findByKey, insertType } from "./store/index.server";

let n = 0;
const form = (type: number, slot: Date, extra: Record<string, string> = {}) => ({
  type: String(type),
  slot: lagosDateTimeOf(slot),
  name: "Ada Obi",
  email: `ada-${++n}@example.com`,
  phone: "+234 803 000 0000",
  forOrder: "",
  ...extra,
});
const chargeSuccess = (reference: string, amountMinor: number) =>
  JSON.stringify({
    event: "charge.success",
    data: { id: 9, reference, status: "success", amount: amountMinor, currency: "NGN" },
  });

describeOnBothDatabases("appointments on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: "https://hazel.example" } });
  const t = suite.database();
  const webhook = (raw: string) =>
    handleWebhook(services, new TextEncoder().encode(raw), signWebhook(raw, TEST_PAYSTACK_ENV.PAYSTACK_SECRET_KEY));
  const type = (fee: number, seats = 1, cutoffHours = 0) =>
    insertType(services.db, { name: `Fitting ${++n}`, minutes: 60, seats, bufferMinutes: 15, fee, cutoffHours });
  const emails = (like: string) =>
    services.db.query<{ alert_key: string }>("select alert_key from outbox where alert_key like $1 order by id", [
      like,
    ]);

  it("says of each time whether, booked now, it could still be moved or cancelled for free", async () => {
    const id = await type(10_000, 1, 48);
    // A Monday, 08:00 in Lagos: the 12 hours' notice ends that evening, the 48 hours' cut-off on Wednesday.
    const now = new Date("2027-01-04T07:00:00Z");
    const slots = await slotsOfType(services.db, id, now, 12);
    const cutoff = now.getTime() + 48 * 3_600_000;
    const soon = slots.filter((s) => s.startsAt.getTime() < cutoff);
    const later = slots.filter((s) => s.startsAt.getTime() > cutoff);
    expect(soon.length).toBeGreaterThan(0);
    expect(later.length).toBeGreaterThan(0);
    expect(soon.every((s) => !s.freeToChange)).toBe(true);
    expect(later.every((s) => s.freeToChange)).toBe(true);
    // With no cut-off, every time stays free to move or cancel.
    expect((await slotsOfType(services.db, await type(10_000, 1, 0), now, 12)).every((s) => s.freeToChange)).toBe(true);
  });

  it("gives the last seat to exactly one of two shoppers booking at once on two connections", async () => {
    const id = await type(0, 1);
    const [slot] = await slotsOfType(services.db, id);
    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
    try {
      const results = await Promise.all([
        bookAppointment(services, form(id, slot!.startsAt)),
        bookAppointment({ env: services.env, db: other }, form(id, slot!.startsAt)),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({
        errors: { slot: "That time has just been taken: choose another." },
      });
      expect((await slotsOfType(services.db, id)).some((s) => s.startsAt.getTime() === slot!.startsAt.getTime())).toBe(
        false,
      );
    } finally {
      if (other !== t.db) await other.close();
    }
  });

  it("refuses in words a time that has passed, one outside the hours, and an order that ended, storing nothing", async () => {
    const id = await type(0, 2);
    const past = await bookAppointment(services, form(id, new Date(Date.now() - 3_600_000)));
    expect(past).toMatchObject({ ok: false, errors: { slot: "That time has passed: choose another." } });
    const [slot] = await slotsOfType(services.db, id);
    const odd = await bookAppointment(services, form(id, new Date(slot!.startsAt.getTime() + 7 * 60_000)));
    expect(odd).toMatchObject({ ok: false, errors: { slot: expect.stringContaining("outside the hours") } });
    const unknown = await bookAppointment(services, form(id, slot!.startsAt, { forOrder: "HZL-ABCDEFGHJKLM" }));
    expect(unknown).toMatchObject({ ok: false, errors: { forOrder: expect.stringContaining("We found no order") } });
  });

  it("holds the seat while the fee is paid, counts the fee once under a repeated webhook, then moves and cancels it as credit", async () => {
    const id = await type(10_000, 1);
    const [slot, later] = await slotsOfType(services.db, id);
    // Her tick for WhatsApp or SMS updates, on a number of her own.
    const ticked = { messageUpdates: "on", phone: "+234 803 000 4242" };
    const booked = await bookAppointment(services, form(id, slot!.startsAt, ticked));
    if (!booked.ok || !booked.feeOrder) throw new Error("refused");
    expect((await findByKey(services.db, booked.key))?.status).toBe("held");
    expect(await paymentsOf(services.db, booked.feeOrder)).toHaveLength(1);
    // Held: nobody else takes it.
    expect(await bookAppointment(services, form(id, slot!.startsAt))).toMatchObject({ ok: false });
    const raw = chargeSuccess(booked.feeOrder, 1_000_000);
    expect((await webhook(raw)).status).toBe(200);
    await Promise.all([webhook(raw), webhook(raw)]);
    const payments = await paymentsOf(services.db, booked.feeOrder);
    expect(payments.filter((p) => p.status === "succeeded").map((p) => p.amount)).toEqual([1_000_000]);
    expect((await findOrder(services.db, booked.feeOrder))?.status).toBe("paid");
    const a = await findByKey(services.db, booked.key);
    expect(a?.status).toBe("booked");
    expect(await emails(`appointment-booked:${a!.id}:%`)).toHaveLength(1);
    // One notice says it: "Appointment booked", never also its fee order's "Order confirmed".
    expect((await noticesOfAppointment(services.db, a!.id)).map((x) => x.purpose)).toEqual(["appointment-booked"]);
    expect(await noticesOf(services.db, [booked.feeOrder])).toEqual([]);

    expect(await moveAppointment(services, booked.key, lagosDateTimeOf(later!.startsAt))).toEqual({
      ok: true,
      done: "moved",
    });
    expect((await findByKey(services.db, booked.key))?.startsAt).toEqual(later!.startsAt);
    // The first time is free again.
    expect((await slotsOfType(services.db, id)).some((s) => s.startsAt.getTime() === slot!.startsAt.getTime())).toBe(
      true,
    );

    expect(await cancelAppointment(services, booked.key, "credit")).toEqual({ ok: true, done: "credit" });
    expect(await cancelAppointment(services, booked.key, "credit")).toEqual({
      ok: false,
      error: "This fee was already returned as store credit.",
    });
    expect(await findByKey(services.db, booked.key)).toMatchObject({ status: "cancelled", feeOutcome: "credit" });
    expect(await emails(`appointment-credit:${a!.id}`)).toHaveLength(1);
  });

  it("counts the paid fee towards the order she named, once: its balance falls by the fee", async () => {
    const order = await insertOrder(services.db, {
      reference: newReference(),
      isTest: true,
      customer: { ...createCustomerForm({ email: "ada-order@example.com" }), email: "ada-order@example.com" } as never,
      items: [
        { productId: 37, name: "Coral Dress", size: "M", quantity: 1, unitPrice: 5_000_000, lineTotal: 5_000_000 },
      ] as never,
      amountMinor: 5_000_000,
    });
    const owed = async (reference: string) =>
      (await readOrderAccount(services.db, (await findOrder(services.db, reference))!)).account;
    expect((await owed(order.reference)).owedNow).toBe(5_000_000);
    const id = await type(10_000, 1, 0);
    const [slot] = await slotsOfType(services.db, id);
    const booked = await bookAppointment(services, form(id, slot!.startsAt, { forOrder: order.reference }));
    if (!booked.ok || !booked.feeOrder) throw new Error("refused");
    const raw = chargeSuccess(booked.feeOrder, 1_000_000);
    await Promise.all([webhook(raw), webhook(raw)]);
    await webhook(raw);
    const account = await owed(order.reference);
    expect(account).toMatchObject({ owedNow: 4_000_000, movedIn: 1_000_000 });
    expect((await owed(booked.feeOrder)).movedOut).toBe(1_000_000);
    // Paystack asks that much less of her order's first payment.
    expect((await paymentsOf(services.db, order.reference)).find((p) => p.status === "open")?.amount).toBe(4_000_000);
    const rows = await services.db.query("select 1 from credit_entries where order_reference = $1", [order.reference]);
    expect(rows).toHaveLength(1);

    // Cancelled, the fee stays counted on her order: no refund, no credit.
    expect(await cancelAppointment(services, booked.key, "refund")).toEqual({ ok: true, done: "kept" });
    expect((await findByKey(services.db, booked.key))?.feeOutcome).toBe("kept");
    expect((await owed(order.reference)).owedNow).toBe(4_000_000);
  });

  it("reminds 24 hours and 2 hours before, each once, however often the job looks", async () => {
    const id = await type(0, 1);
    const [slot] = await slotsOfType(services.db, id);
    const booked = await bookAppointment(services, form(id, slot!.startsAt));
    if (!booked.ok) throw new Error("refused");
    const a = await findByKey(services.db, booked.key);
    const settings = { hours: [24, 2], daytime: { from: 0, to: 24 }, siteUrl: "https://hazel.example" };
    const at = (hoursBefore: number) => new Date(slot!.startsAt.getTime() - hoursBefore * 3_600_000);
    const mine = async () => (await emails(`appointment-reminder-%:${a!.id}:%`)).map((e) => e.alert_key.split(":")[0]);
    await queueAppointmentReminders(services.db, settings, at(30));
    expect(await mine()).toEqual([]);
    await queueAppointmentReminders(services.db, settings, at(23));
    await queueAppointmentReminders(services.db, settings, at(23));
    expect(await mine()).toEqual(["appointment-reminder-1"]);
    await queueAppointmentReminders(services.db, settings, at(1));
    await Promise.all([1, 2].map(() => queueAppointmentReminders(services.db, settings, at(0.5))));
    expect(await mine()).toEqual(["appointment-reminder-1", "appointment-reminder-2"]);
  });
});
