import { afterAll, beforeAll, expect, it } from "vitest";
import { nairaUnits } from "~/features/currency";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { reminderAt } from "~/features/payments";
import { startTermiiFake, type TermiiFake } from "../../../test-fakes/termii";
import { startWhatsappFake, type WhatsappFake } from "../../../test-fakes/whatsapp";
import { parseEnv, type Env } from "../base/env.server";
import { placeOrder } from "../checkout/place-order.server";
import { confirmPayment } from "../orders/confirm-payment.server";
import { queueReminders } from "../orders/reminders.server";
import { findOrder } from "../orders/store/index.server";
import { markRefundedOutside } from "../refunds/outside-refunds.server";
import { queueRefundMessage } from "../refunds/refund-notice.server";
import { noticeSenders, relayNoticeOnce } from "../outbox/notice-relay.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { eraseNoticesOf, mayMessage, messagesSince, noticesOf } from "./store.server";
import { handleTermiiReport, handleWhatsappWebhook } from "./webhooks.server";

const LOOK_1 = 25; // made to order, ₦1,100,000: a deposit of ₦825,000
const RECEIPT_SECONDS = 900;

describeOnBothDatabases("order notices on WhatsApp and SMS, on %s", (suite) => {
  const paystack = suite.paystack();
  const services = suite.services();
  let whatsapp: WhatsappFake;
  let termii: TermiiFake;
  let env: Env;
  let n = 0;

  beforeAll(async () => {
    whatsapp = await startWhatsappFake();
    termii = await startTermiiFake();
    env = parseEnv({ NODE_ENV: "test", ...whatsapp.env, ...termii.env });
    const expect200 = async (outcome: Promise<{ status: number; message: string }>) => {
      const { status, message } = await outcome;
      if (status !== 200) throw new Error(`The webhook answered ${status}: ${message}`);
    };
    whatsapp.deliverTo((raw, signature) => expect200(handleWhatsappWebhook({ env, db: services.db }, raw, signature)));
    termii.deliverTo((raw, signature) => expect200(handleTermiiReport({ env, db: services.db }, raw, signature)));
  });
  afterAll(async () => {
    await whatsapp.close();
    await termii.close();
  });

  const relay = (now = new Date()) =>
    relayNoticeOnce(services.db, {
      senders: noticeSenders(env),
      receiptSeconds: RECEIPT_SECONDS,
      daytime: env.REMINDER_DAYTIME,
      log: { info() {}, warn() {}, error() {} },
      now: () => now,
    });
  /** Relays every notice due (other tests' too) until none is. */
  const drain = async (now = new Date()) => {
    const outcomes = [];
    for (let i = 0; i < 20; i++) {
      const outcome = await relay(now);
      if (outcome === "idle") return outcomes;
      outcomes.push(outcome);
    }
    throw new Error("The relay never ran dry.");
  };
  /** A deposit order by a shopper of her own number, paid; `consent` her tick at checkout. */
  const paidDepositOrder = async (consent = true) => {
    const phone = `+234 803 100 ${String(1000 + ++n).slice(1)}`;
    const placed = await placeOrder(
      services,
      {
        customer: createCustomerForm({ phone }),
        lines: [{ productId: LOOK_1, size: "M", quantity: 1 }],
        payPlan: "deposit",
        messageUpdates: consent,
      },
      { clientAddress: `198.51.100.${n}` },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    paystack.transactions.set(reference, {
      reference,
      status: "success",
      amount: nairaUnits(825_000),
      currency: "NGN",
    });
    await confirmPayment(services, reference);
    return { reference, to: phone.replace(/\D/g, "") };
  };
  const ledger = async (reference: string) =>
    (await noticesOf(services.db, [reference])).map((x) => ({
      purpose: x.purpose,
      channel: x.channel,
      state: x.state,
    }));

  it("a paid deposit order: its notice stored before any call, sent once on WhatsApp, read only on its receipts", async () => {
    const { reference, to } = await paidDepositOrder();
    whatsapp.fate(to, { receipts: ["sent", "delivered", "read"] });
    expect(await ledger(reference)).toEqual([
      { purpose: "customer-deposit-paid", channel: "whatsapp", state: "queued" },
    ]);
    expect(whatsapp.sends.filter((s) => s.to === to)).toEqual([]);
    // Two servers take due notices at the same instant: one sends it.
    await Promise.all([relay(), relay()]);
    const sent = whatsapp.sends.filter((s) => s.to === to);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ template: "deposit_received", language: "en" });
    expect(sent[0]?.variables.slice(0, 3)).toEqual([reference, "₦825,000", "₦275,000"]);
    // Taken by Meta is not sent: nothing moves before a receipt.
    expect((await ledger(reference))[0]?.state).toBe("queued");
    // Receipts come back to front and each twice: read stays read.
    await whatsapp.flush({ reverse: true, twice: true });
    const [notice] = await noticesOf(services.db, [reference]);
    expect(notice).toMatchObject({ channel: "whatsapp", state: "read" });
    expect(notice?.sends).toEqual([expect.objectContaining({ channel: "whatsapp", state: "read" })]);
    expect(termii.sends.filter((s) => s.to === to)).toEqual([]);
  });

  it("a balance reminder WhatsApp cannot deliver (131026) falls back to SMS once, delivered on Termii's report", async () => {
    const { reference, to } = await paidDepositOrder();
    await drain();
    await whatsapp.flush();
    whatsapp.fate(to, { fail: 131026 });
    const dueAt = (await findOrder(services.db, reference))!.deposit!.balanceDueAt;
    const at = reminderAt(dueAt, 72);
    await queueReminders(
      services.db,
      { balanceHours: [72, 24], unpaidAfterSeconds: 3600, siteUrl: "https://shop.test" },
      at,
    );
    await drain(at);
    expect(whatsapp.sends.filter((s) => s.to === to).map((s) => s.template)).toEqual([
      "deposit_received",
      "balance_reminder",
    ]);
    // The failure arrives twice: it falls back once.
    await whatsapp.flush({ twice: true });
    expect((await ledger(reference)).find((x) => x.purpose === "customer-balance-soon")).toEqual({
      purpose: "customer-balance-soon",
      channel: "sms",
      state: "queued",
    });
    await Promise.all([relay(at), relay(at)]);
    await drain(at);
    const sms = termii.sends.filter((s) => s.to === to);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: "dnd", from: "Hazel" });
    expect(sms[0]?.sms).toContain("₦275,000");
    expect(sms[0]?.sms).toContain(reference);
    expect((await ledger(reference)).find((x) => x.purpose === "customer-balance-soon")?.state).toBe("queued");
    await termii.flush({ twice: true });
    const reminder = (await noticesOf(services.db, [reference])).find((x) => x.purpose === "customer-balance-soon");
    expect(reminder).toMatchObject({ channel: "sms", state: "delivered" });
    expect(reminder?.sends.map((s) => [s.channel, s.state, s.failureCode])).toEqual([
      ["whatsapp", "failed", "131026"],
      ["sms", "delivered", null],
    ]);
  });

  it("no receipt within the set time: the notice goes by SMS", async () => {
    const { reference, to } = await paidDepositOrder();
    whatsapp.fate(to, { silent: true });
    await drain();
    await whatsapp.flush();
    expect(await relay()).toBe("idle");
    expect(await drain(new Date(Date.now() + (RECEIPT_SECONDS + 5) * 1000))).toEqual(
      expect.arrayContaining(["fell back", "sent"]),
    );
    expect(termii.sends.filter((s) => s.to === to)).toHaveLength(1);
    await termii.flush();
    expect(await ledger(reference)).toEqual([{ purpose: "customer-deposit-paid", channel: "sms", state: "delivered" }]);
  });

  it("STOP on WhatsApp withholds what waits and stores no more; without her tick none is stored", async () => {
    const { reference, to } = await paidDepositOrder();
    const stop = whatsapp.textBody(to, " Stop ");
    expect(await handleWhatsappWebhook({ env, db: services.db }, stop, whatsapp.sign(stop))).toMatchObject({
      status: 200,
    });
    await drain();
    expect(whatsapp.sends.filter((s) => s.to === to)).toEqual([]);
    expect((await noticesOf(services.db, [reference]))[0]).toMatchObject({ state: "queued", withheld: true });
    // STOP by SMS too, through Termii's inbound event.
    const other = await paidDepositOrder();
    const text = Buffer.from(
      JSON.stringify({ type: "inbound", sender: other.to, message: "STOP", status: "Received" }),
    );
    expect((await handleTermiiReport({ env, db: services.db }, text, termii.sign(text))).status).toBe(200);
    await drain();
    expect(whatsapp.sends.filter((s) => s.to === other.to)).toEqual([]);
    const unticked = await paidDepositOrder(false);
    expect(await ledger(unticked.reference)).toEqual([]);
  });

  it("her data deleted: the ledger forgets her number and its words, her consent goes, nothing waiting is sent", async () => {
    const { reference, to } = await paidDepositOrder();
    expect(await mayMessage(services.db, to)).toBe(true);
    await services.db.transaction((tx) => eraseNoticesOf(tx, [reference]));
    expect(await mayMessage(services.db, to)).toBe(false);
    expect((await noticesOf(services.db, [reference]))[0]).toMatchObject({
      phone: "",
      variables: [],
      smsText: "",
      withheld: true,
    });
    await drain();
    expect(whatsapp.sends.filter((s) => s.to === to)).toEqual([]);
  });

  it("counts the month's messages by channel: what reached her, WhatsApp's billable ones, Termii's cost", async () => {
    const sends = (await noticesOf(services.db)).flatMap((x) => x.sends);
    const months = await messagesSince(services.db, new Date(Date.now() - 3_600_000));
    const of = (channel: string) => sends.filter((x) => x.channel === channel);
    expect(months.find((m) => m.channel === "whatsapp")).toMatchObject({
      sent: of("whatsapp").length,
      failed: of("whatsapp").filter((x) => x.state === "failed").length,
    });
    const sms = months.find((m) => m.channel === "sms");
    expect(sms?.sent).toBe(of("sms").length);
    // The fake reports 4.00 a message.
    expect(Number(sms?.cost)).toBe(4 * of("sms").filter((x) => x.cost !== null).length);
    expect(Number(sms?.cost)).toBeGreaterThan(0);
  });

  it("a receipt that comes before Meta's answer is kept and applied once the message's id is", async () => {
    const { reference } = await paidDepositOrder();
    const id = `wamid.early${n}`;
    const outcome = await relayNoticeOnce(services.db, {
      senders: {
        whatsapp: async () => {
          const body = whatsapp.statusBody([{ id, status: "delivered", timestamp: "1764410520" }]);
          await handleWhatsappWebhook({ env, db: services.db }, body, whatsapp.sign(body));
          return { ok: true, id };
        },
      },
      receiptSeconds: RECEIPT_SECONDS,
      daytime: env.REMINDER_DAYTIME,
      log: { info() {}, warn() {}, error() {} },
    });
    expect(outcome).toBe("sent");
    expect(await ledger(reference)).toEqual([
      { purpose: "customer-deposit-paid", channel: "whatsapp", state: "delivered" },
    ]);
    // Delivered: it is not looked at again for want of a receipt.
    expect(await drain(new Date(Date.now() + (RECEIPT_SECONDS + 5) * 1000))).not.toContain("fell back");
  });

  it("WhatsApp fails and no SMS account is set: it ends, saying why, never retried", async () => {
    const { reference, to } = await paidDepositOrder();
    whatsapp.fate(to, { fail: 131047 });
    const onlyWhatsapp = { whatsapp: noticeSenders(env).whatsapp };
    const run = () =>
      relayNoticeOnce(services.db, {
        senders: onlyWhatsapp,
        receiptSeconds: RECEIPT_SECONDS,
        daytime: env.REMINDER_DAYTIME,
        log: { info() {}, warn() {}, error() {} },
      });
    expect(await run()).toBe("sent");
    await whatsapp.flush();
    expect(await run()).toBe("ended");
    expect(await run()).toBe("idle");
    expect((await noticesOf(services.db, [reference]))[0]).toMatchObject({
      channel: "sms",
      state: "queued",
      ended: true,
      lastError: "not configured on sms",
    });
  });

  it("a refund made: one notice with what went back, however often it is told; none to a number that did not consent", async () => {
    const { reference, to } = await paidDepositOrder();
    expect((await markRefundedOutside(services.db, reference)).kind).toBe("changed");
    expect((await markRefundedOutside(services.db, reference)).kind).toBe("unchanged");
    const refunded = (await findOrder(services.db, reference))!;
    await services.db.transaction((tx) => queueRefundMessage(tx, refunded, "paid"));
    const notices = (await noticesOf(services.db, [reference])).filter((x) => x.purpose === "customer-refunded");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ phone: to, template: "refund_made", channel: "whatsapp", state: "queued" });
    expect(notices[0]?.variables.slice(0, 2)).toEqual([reference, "₦825,000"]);
    expect(notices[0]?.variables[2]).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(notices[0]?.smsText).toContain(`₦825,000 of order ${reference} was refunded on`);
    const unticked = await paidDepositOrder(false);
    expect((await markRefundedOutside(services.db, unticked.reference)).kind).toBe("changed");
    expect(await ledger(unticked.reference)).toEqual([]);
  });

  it("refuses a webhook not signed with the app secret", async () => {
    const body = whatsapp.statusBody([{ id: "wamid.x", status: "read", timestamp: "1" }]);
    expect((await handleWhatsappWebhook({ env, db: services.db }, body, "sha256=00")).status).toBe(401);
    expect((await handleTermiiReport({ env, db: services.db }, body, "00")).status).toBe(401);
  });
});
