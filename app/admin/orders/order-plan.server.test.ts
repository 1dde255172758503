// Pay small small on both databases: a ₦900,000 bespoke gown on a 40/30/30 plan, frozen with its
// quote, paid part by part; cutting waits for the first part, collection for the last, and her
// page, her reminders and the owner's page read one account.
import { beforeEach, expect, it } from "vitest";
import { nairaUnits } from "~/features/currency";
import type { QuoteInput } from "~/features/quotes";
import { addDays, formatDay, lagosDayOf, lagosMinuteOf } from "~/lib/lagos-clock";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { placeQuote } from "~/server/orders/place-quote.server";
import { balanceFacts, queueReminders } from "~/server/orders/reminders.server";
import { noticeEmail } from "~/server/orders/notices.server";
import { shopperOrderView } from "~/server/orders/order-page.server";
import { findOrder } from "~/server/orders/store/index.server";
import { paymentsOf } from "~/server/payments/store.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { keepConsent } from "~/server/notices/store.server";
import { ensureTransferAccount } from "~/server/transfers/assign.server";
import { balanceView } from "./order-balance.server";
import { MAY_NEITHER, runAdminAction } from "./order-actions.server";
import { paidOnPaystack } from "~/server/orders/test-card-payment.server";
import { REFUNDING_PLAN_TERMS } from "~/server/pay-plans/test-plan-quote";

const today = lagosDayOf(new Date());
const EVENT = addDays(today, 91);

const gownQuote = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  customer: {
    email: "bride@example.com",
    firstName: "Amaka",
    lastName: "Eze",
    phone: "0803 123 4567",
    address: "Pickup at the atelier",
    city: "",
    postcode: "",
    country: "Nigeria",
    state: "Rivers",
    comments: "",
  },
  lines: [],
  custom: [{ description: "Bespoke bridal gown", price: 900_000, eventDate: EVENT }],
  delivery: "pickup",
  area: "",
  payPlan: "plan",
  planTerms: REFUNDING_PLAN_TERMS,
  validDays: 7,
  fittingOn: "",
  finalFittingOn: "",
  notes: "",
  requestReference: "",
  ...overrides,
});

describeOnBothDatabases("a plan frozen on its order, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  beforeEach(async () => {
    await services.db.exec(
      "delete from order_events; delete from outbox; delete from payments; delete from stock_holds; delete from orders;",
    );
  });

  const pay = async (reference: string) => {
    const payment = await paidOnPaystack(services, fake, reference);
    await Promise.all([confirmPayment(services, payment.reference), confirmPayment(services, payment.reference)]);
    return payment;
  };
  const move = async (reference: string, to: "in_production" | "ready" | "collected") =>
    runAdminAction(services, (await findOrder(services.db, reference))!, { intent: "move", to, note: "" }, MAY_NEITHER);
  const story = async (reference: string) => {
    const order = (await findOrder(services.db, reference))!;
    const her = await shopperOrderView(services.db, order, { demo: false });
    const owner = await balanceView(services.db, services.env, order);
    expect(her.plan).toEqual(owner.money.plan);
    return { her, owner, reminder: await balanceFacts(services.db, order, "https://hazel.example") };
  };

  const reminders = async (reference: string) =>
    (
      await services.db.query<{ notice: string }>(
        "select notice from outbox where order_reference = $1 and notice like '%balance%' order by id",
        [reference],
      )
    ).map((r) => r.notice);
  /** The reminders' job at 10:00 Lagos on a day. */
  const remindOn = (day: string) =>
    queueReminders(
      services.db,
      { balanceHours: [72, 24], unpaidAfterSeconds: 3600, siteUrl: "https://hazel.example" },
      lagosMinuteOf(day, 600),
    );

  it("reminds each part once, by its own day, and stops the moment it is paid", async () => {
    const placed = await placeQuote(services, gownQuote());
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    await pay(reference);
    await remindOn(addDays(today, 44));
    await remindOn(addDays(today, 44));
    expect(await reminders(reference)).toEqual(["customer-balance-soon#part-2"]);
    const email = await noticeEmail(
      services.db,
      { reference, notice: "customer-balance-soon#part-2", params: {} },
      "https://hazel.example",
    );
    expect(email?.money).toMatch(/^Paid ₦360,000 of ₦900,000: next part ₦270,000 by /);
    await pay(reference);
    // The second part paid: nothing more for it; the third is reminded by its own day.
    await remindOn(addDays(today, 45));
    expect(await reminders(reference)).toEqual(["customer-balance-soon#part-2"]);
    await remindOn(addDays(today, 90));
    const third = (
      await services.db.query<{ params: { note: string } }>(
        "select params from outbox where order_reference = $1 and notice = 'customer-balance-due#part-3'",
        [reference],
      )
    )[0];
    expect(third?.params.note).toContain(
      `Paid ₦630,000 of ₦900,000 on your order ${reference}. The next part, ₦270,000, is due by ${formatDay(addDays(today, 90))}.`,
    );
    await pay(reference);
    await remindOn(addDays(today, 91));
    expect(await reminders(reference)).toEqual(["customer-balance-soon#part-2", "customer-balance-due#part-3"]);
  });

  it("her WhatsApp and SMS reminder of each part names her own account, once she has one", async () => {
    const messages = async (reference: string) =>
      services.db.query<{ purpose: string; part: number; template: string; variables: string[]; sms_text: string }>(
        "select purpose, part, template, variables, sms_text from notices where order_reference = $1 order by id",
        [reference],
      );
    const consented = async (email: string, phone: string) => {
      const placed = await placeQuote(services, gownQuote({ customer: { ...gownQuote().customer, email, phone } }));
      if (!placed.ok) throw new Error(JSON.stringify(placed));
      const { reference } = placed.order;
      await pay(reference);
      await keepConsent(services.db, {
        phone: `234${phone.slice(1)}`,
        wording: "updates",
        place: "checkout",
        reference,
      });
      return reference;
    };

    // Without her own account: the approved words, no number.
    const plain = await consented("plain-bride@example.com", "08031110001");
    await remindOn(addDays(today, 44));
    expect(await messages(plain)).toEqual([
      {
        purpose: "customer-balance-soon",
        part: 2,
        template: "balance_reminder",
        variables: [plain, "₦270,000", formatDay(addDays(today, 45))],
        sms_text: `Hazel: the balance of ₦270,000 on order ${plain} is due by ${formatDay(addDays(today, 45))}.`,
      },
    ]);

    // With it: her number and bank in each part's reminder, part 3's kept apart from part 2's.
    const email = "own-account-bride@example.com";
    const reference = await consented(email, "08031110002");
    const account = (await ensureTransferAccount(services, email))!;
    expect(account.demo).toBe(false);
    await remindOn(addDays(today, 44));
    await pay(reference);
    await remindOn(addDays(today, 90));
    const stored = await messages(reference);
    expect(stored.map((m) => [m.purpose, m.part, m.template])).toEqual([
      ["customer-balance-soon", 2, "balance_reminder_transfer"],
      ["customer-balance-due", 3, "balance_reminder_transfer"],
    ]);
    expect(stored[1]?.variables).toEqual([
      reference,
      "₦270,000",
      formatDay(addDays(today, 90)),
      account.accountNumber,
      account.bankName,
    ]);
    expect(stored[1]?.sms_text).toContain(
      `by transfer to your own account ${account.accountNumber} at ${account.bankName}`,
    );
  });

  it("freezes the parts with the order, asks the first part as its deposit, and stores nothing when refused", async () => {
    const placed = await placeQuote(services, gownQuote());
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    const parts = await services.db.query<{ part: number; amount_minor: string; due_on: string }>(
      "select part, amount_minor, due_on::text as due_on from order_plan_parts where order_reference = $1 order by part",
      [reference],
    );
    expect(parts.map((p) => [p.part, Number(p.amount_minor), p.due_on])).toEqual([
      [1, nairaUnits(360_000), today],
      [2, nairaUnits(270_000), addDays(today, 45)],
      [3, nairaUnits(270_000), addDays(today, 90)],
    ]);
    expect(placed.order.amountMinor).toBe(nairaUnits(900_000));
    expect(await paymentsOf(services.db, reference)).toMatchObject([{ kind: "deposit", amount: nairaUnits(360_000) }]);
    const { her } = await story(reference);
    expect(her.payment?.button).toBe("Pay the first part ₦360,000");
    expect(her.plan?.parts.map((p) => `${p.name} ${p.amount} ${p.when}`)).toHaveLength(3);

    // Run up to a final fitting the quote has no day for: refused in words, nothing stored.
    const before = (await services.db.query("select 1 from orders")).length;
    const refused = await placeQuote(
      services,
      gownQuote({ planTerms: { ...gownQuote().planTerms!, anchor: "final-fitting" } }),
    );
    expect(refused).toEqual({
      ok: false,
      field: "payPlan",
      message: "This order has no date for the final fitting to run the plan up to.",
    });
    expect((await services.db.query("select 1 from orders")).length).toBe(before);
    expect((await services.db.query("select 1 from order_plans")).length).toBe(1);
  });

  it("cuts once the first part is paid, hands over once the last is, and tells one story throughout", async () => {
    const placed = await placeQuote(services, gownQuote());
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;

    // Confirmed by hand without its money, cutting still waits for the first part.
    await services.db.query("update orders set status = 'paid' where reference = $1", [reference]);
    expect(await move(reference, "in_production")).toEqual({
      ok: false,
      error: "Not yet: cutting waits for the first part: ₦360,000.",
    });
    await services.db.query("update orders set status = 'pending' where reference = $1", [reference]);

    await pay(reference);
    expect((await findOrder(services.db, reference))?.status).toBe("paid");
    let told = await story(reference);
    expect(told.owner.money.plan?.next).toBe(told.her.plan?.next);
    expect(told.owner.money.words).toMatch(/^Paid ₦360,000 of ₦900,000: next part ₦270,000 by /);
    expect(told.reminder).toMatchObject({ dueDay: addDays(today, 45), planPaid: "Paid ₦360,000 of ₦900,000" });
    expect(told.reminder?.outstanding.amount).toBe(nairaUnits(270_000));
    // Her page asks the next part, not all that is left, and her pay button charges it.
    expect(told.her.balance).toMatchObject({ outstanding: nairaUnits(540_000), due: nairaUnits(270_000) });
    expect(told.her.money.plan).toBe(true);
    expect(told.owner.held.in_production).toBeUndefined();
    expect(await move(reference, "in_production")).toMatchObject({ ok: true });
    expect(await move(reference, "ready")).toMatchObject({ ok: true });
    expect(await move(reference, "collected")).toEqual({
      ok: false,
      error: "Not yet: collection waits for the parts still owed: ₦540,000.",
    });

    // The second part paid early: the next date moves on to the third.
    expect(await pay(reference)).toMatchObject({ kind: "balance", amount: nairaUnits(270_000) });
    told = await story(reference);
    expect(told.reminder).toMatchObject({ dueDay: addDays(today, 90), planPaid: "Paid ₦630,000 of ₦900,000" });
    expect(told.her.plan?.parts.map((p) => p.state)).toEqual(["Paid", "Paid", "To pay"]);
    expect(told.owner.held.collected).toBe("collection waits for the last part: ₦270,000");
    expect(await move(reference, "collected")).toMatchObject({ ok: false });

    await pay(reference);
    told = await story(reference);
    // Paid in full: her reminders stop, and collection opens.
    expect(told.reminder).toBeNull();
    expect(told.her.plan?.next).toBe("Every part is paid");
    expect((await readOrderAccount(services.db, (await findOrder(services.db, reference))!)).account.status).toBe(
      "paid-in-full",
    );
    expect(await move(reference, "collected")).toMatchObject({ ok: true });
  });
});
