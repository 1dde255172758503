// Autopay of a plan's parts on both databases: a ₦900,000 gown on a 40/30/30 plan, its first part
// paid by card; the card is kept, and each part is charged on its day only once she turned it on,
// once across two instances, retried after a decline and then missed for the owner to see.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { nairaUnits } from "~/features/currency";
import { addDays, lagosMinuteOf } from "~/lib/lagos-clock";
import { FAKE_CARD_LAST4, signedEvent } from "../../../test-fakes/paystack";
import { handleWebhook } from "../paystack-events/webhook.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { openDb, type Db } from "../db/db.server";
import { confirmPayment } from "../orders/confirm-payment.server";
import { placeQuote } from "../orders/place-quote.server";
import { queueReminders } from "../orders/reminders.server";
import { startPayment } from "../orders/start-payment.server";
import { findOrder } from "../orders/store/index.server";
import { readOrderAccount } from "../payments/account.server";
import { findPayment, paymentsOf } from "../payments/store.server";
import { balanceView } from "~/admin/orders/order-balance.server";
import { chargeDueParts } from "./charge.server";
import { autopayChoice, autopayOwnerView, chooseAutopayFromForm } from "./view.server";
import { paidOnPaystack } from "../orders/test-card-payment.server";
import { gownPlanQuote, REFUNDING_PLAN_TERMS } from "~/server/pay-plans/test-plan-quote";

const gownQuote = () => gownPlanQuote("bride@example.com", { planTerms: REFUNDING_PLAN_TERMS });

describeOnBothDatabases("autopay of a plan's parts, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  const t = suite.database();
  /** A second instance of the shop: its own connection pool on PostgreSQL (PGlite has one). */
  let other: Db;
  beforeAll(async () => {
    other = t.url ? await openDb({ url: t.url, dataDir: "" }) : services.db;
  }, 120_000);
  afterAll(async () => {
    if (other !== services.db) await other.close();
  });
  beforeEach(async () => {
    fake.chargeMode = "success";
    fake.chargeCalls.length = 0;
    await services.db.exec(
      `delete from autopay_charges; delete from order_cards; delete from order_events; delete from outbox;
       delete from payments; delete from stock_holds; delete from orders;`,
    );
  });

  /** She pays what her order asks now by card, on Paystack's page. */
  const payByHand = async (reference: string) => {
    const payment = await paidOnPaystack(services, fake, reference);
    await confirmPayment(services, payment.reference);
  };
  /** Her gown, its first part paid by card, being made. */
  const gown = async () => {
    const placed = await placeQuote(services, gownQuote());
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    await payByHand(reference);
    await services.db.query("update orders set status = 'in_production' where reference = $1", [reference]);
    return reference;
  };
  const account = async (reference: string) =>
    (await readOrderAccount(services.db, (await findOrder(services.db, reference))!)).account;
  const choose = (reference: string, on: boolean) => chooseAutopayFromForm(services.db, reference, on ? "on" : null);
  /** The job at 10:00 Lagos on a day, in one instance or in both at once. */
  const runOn = (day: string, db: Db = services.db) => chargeDueParts({ ...services, db }, lagosMinuteOf(day, 600));
  const partDay = async (reference: string, n: number) => (await account(reference)).parts![n - 1]!.dueDay;

  it("keeps her card's last 4 only, off until she turns it on: nothing is charged before", async () => {
    const reference = await gown();
    expect(await autopayChoice(services.db, reference)).toEqual({ last4: FAKE_CARD_LAST4, on: false, missed: [] });
    const second = await partDay(reference, 2);
    expect(await runOn(second)).toBe(0);
    expect(fake.chargeCalls).toEqual([]);
    expect((await account(reference)).nextPart?.number).toBe(2);
  });

  it("keeps the card a charge.success brings by the webhook, and never in the payment's verdict", async () => {
    const placed = await placeQuote(services, gownQuote());
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    await startPayment(services, reference, "http://shop.test", { address: "test", own: true });
    const payment = (await paymentsOf(services.db, reference)).at(-1)!;
    const signed = signedEvent("charge.success", {
      id: 991,
      domain: "test",
      status: "success",
      reference: payment.reference,
      amount: payment.amount,
      currency: "NGN",
      gateway_response: "Successful",
      paid_at: new Date().toISOString(),
      channel: "card",
      authorization: {
        authorization_code: "AUTH_webhook1234",
        last4: "1234",
        exp_month: "09",
        exp_year: "2031",
        channel: "card",
        bank: "TEST BANK",
        reusable: true,
        signature: "SIG_webhook",
      },
    });
    const answer = await handleWebhook(services, Buffer.from(signed.body, "utf8"), signed.signature);
    expect(answer.status).toBe(200);
    expect(await autopayChoice(services.db, reference)).toEqual({ last4: "1234", on: false, missed: [] });
    const verdicts = await services.db.query<{ verdict: unknown }>(
      "select verdict from payments where order_reference = $1",
      [reference],
    );
    expect(JSON.stringify(verdicts)).not.toContain("AUTH_");
  });

  it("charges a part once on its day, however many instances run, and counts it in her account", async () => {
    const reference = await gown();
    expect(await choose(reference, true)).toBe(true);
    const second = await partDay(reference, 2);
    // The day before, nothing is due.
    await runOn(addDays(second, -1));
    expect(fake.chargeCalls).toEqual([]);
    await Promise.all([runOn(second), runOn(second, other), runOn(second)]);
    await runOn(addDays(second, 1));
    expect(fake.chargeCalls).toHaveLength(1);
    expect(fake.chargeCalls[0]).toMatchObject({ email: "bride@example.com", amount: nairaUnits(270_000) });
    const after = await account(reference);
    expect(after.paid).toBe(nairaUnits(630_000));
    expect(after.nextPart?.number).toBe(3);
    const balances = (await paymentsOf(services.db, reference)).filter((p) => p.kind === "balance");
    expect(balances.map((p) => [p.reference, p.status])).toEqual([[fake.chargeCalls[0]?.reference, "succeeded"]]);
    expect(await autopayOwnerView(services.db, reference)).toEqual([]);
  });

  it("retries a declined part the next days, then marks it missed for the owner, and she is reminded", async () => {
    const reference = await gown();
    await choose(reference, true);
    fake.chargeMode = "declined";
    const second = await partDay(reference, 2);
    await runOn(second);
    await runOn(second);
    expect(fake.chargeCalls).toHaveLength(1);
    expect(await autopayOwnerView(services.db, reference)).toEqual([
      "Autopay failed part 2 (card declined), tried 1 of 3",
    ]);
    await runOn(addDays(second, 1));
    await runOn(addDays(second, 2));
    await runOn(addDays(second, 3));
    await runOn(addDays(second, 10));
    expect(fake.chargeCalls).toHaveLength(3);
    expect(await autopayOwnerView(services.db, reference)).toEqual(["Autopay missed part 2 (card declined)"]);
    // Her order page says it too, and that she pays it herself.
    expect((await autopayChoice(services.db, reference))?.missed).toEqual([
      "Your card could not pay part 2 (card declined): pay it here yourself, by card or transfer.",
    ]);
    const owner = await balanceView(services.db, services.env, (await findOrder(services.db, reference))!);
    expect(owner.money.autopay).toEqual(["Autopay missed part 2 (card declined)"]);
    const after = await account(reference);
    expect(after.paid).toBe(nairaUnits(360_000));
    expect(after.nextPart?.number).toBe(2);
    await queueReminders(
      services.db,
      { balanceHours: [72, 24], unpaidAfterSeconds: 3600, siteUrl: "https://hazel.example" },
      lagosMinuteOf(addDays(second, 3), 600),
    );
    const notices = await services.db.query<{ notice: string }>(
      "select notice from outbox where order_reference = $1 and notice like '%part-2%'",
      [reference],
    );
    expect(notices.length).toBeGreaterThan(0);
  });

  it("waits for a charge Paystack says is pending: never charged again while it is, counted once it lands", async () => {
    const reference = await gown();
    await choose(reference, true);
    fake.chargeMode = "pending";
    const second = await partDay(reference, 2);
    await runOn(second);
    await runOn(addDays(second, 1));
    await runOn(addDays(second, 2));
    expect(fake.chargeCalls).toHaveLength(1);
    expect(await autopayOwnerView(services.db, reference)).toEqual([]);
    // Paystack settles it; the payment's re-check hears it.
    const charged = fake.chargeCalls[0]!.reference;
    fake.transactions.get(charged)!.status = "success";
    await confirmPayment(services, charged);
    expect((await account(reference)).nextPart?.number).toBe(3);
    await runOn(addDays(second, 3));
    expect(fake.chargeCalls).toHaveLength(1);
  });

  it("a charge whose answer never came is charged no more until Paystack's word on it is heard", async () => {
    const reference = await gown();
    await choose(reference, true);
    const second = await partDay(reference, 2);
    // Paystack takes the charge, and the answer is lost on the way back.
    const lost: typeof fetch = async (url, init) => {
      await fetch(url, init);
      throw new TypeError("fetch failed");
    };
    await chargeDueParts(services, lagosMinuteOf(second, 600), lost);
    await runOn(addDays(second, 1));
    await runOn(addDays(second, 2));
    expect(fake.chargeCalls).toHaveLength(1);
    const charged = fake.chargeCalls[0]!.reference;
    expect((await findPayment(services.db, charged))?.status).toBe("reported");
    // The payment's re-check hears it taken: the part is paid, once.
    await confirmPayment(services, charged);
    expect((await account(reference)).nextPart?.number).toBe(3);
    await runOn(addDays(second, 3));
    expect(fake.chargeCalls).toHaveLength(1);
  });

  it("charges nothing once she turns it off, nor a part she already paid", async () => {
    const off = await gown();
    await choose(off, true);
    await choose(off, false);
    expect(await autopayChoice(services.db, off)).toEqual({ last4: FAKE_CARD_LAST4, on: false, missed: [] });
    await runOn(await partDay(off, 2));
    expect(fake.chargeCalls).toEqual([]);

    await services.db.exec(
      "delete from order_cards; delete from order_events; delete from outbox; delete from payments;",
    );
    const paid = await gown();
    await choose(paid, true);
    const second = await partDay(paid, 2);
    await payByHand(paid);
    expect((await account(paid)).nextPart?.number).toBe(3);
    await runOn(second);
    await runOn(addDays(second, 1));
    expect(fake.chargeCalls).toEqual([]);
  });
});
