// Her own account for paying by transfer: assigned once, and every transfer to it counted once and
// applied through her orders' accounts, from two instances at once.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { nairaUnits } from "~/features/currency";
import { signedEvent, transferEvent } from "../../../test-fakes/paystack";
import type { Db } from "../db/db.server";
import { openDb } from "../db/db.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { placeOrder } from "../checkout/place-order.server";
import { confirmPayment } from "../orders/confirm-payment.server";
import { startPartPayment } from "../orders/start-payment.server";
import { findOrder } from "../orders/store/index.server";
import { readOrderAccount } from "../payments/account.server";
import { paymentsOf } from "../payments/store.server";
import { codesOfEmail } from "../credit/store.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { queueReminders } from "../orders/reminders.server";
import { placeQuote } from "../orders/place-quote.server";
import { ensureTransferAccount } from "./assign.server";
import { chooseTransferOrder } from "./her-account.server";
import { eraseTransfersOf, transfersToReview } from "./store.server";
import { gownPlanQuote } from "~/server/pay-plans/test-plan-quote";

const LOOK_1 = 25; // Resurgence Look 1, made to order, ₦1,100,000: ₦825,000 deposit, ₦275,000 balance
const BALANCE = nairaUnits(275_000);

describeOnBothDatabases("her own account for paying by transfer, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  const t = suite.database();
  /** A second instance of the shop: its own connection pool on PostgreSQL (PGlite has one). */
  let other: Db;
  let address = 0;
  beforeAll(async () => {
    other = t.url ? await openDb({ url: t.url, dataDir: "" }) : services.db;
  }, 120_000);
  afterAll(async () => {
    if (other !== services.db) await other.close();
  });
  beforeEach(() => {
    address++;
    fake.dedicatedAccountMode = "ok";
  });
  const instances = () => [services, { ...services, db: other }];

  /** A deposit order of hers, its deposit paid, being made: it owes its balance. */
  async function owingOrder(email: string) {
    const placed = await placeOrder(
      services,
      {
        customer: createCustomerForm({ email }),
        lines: [{ productId: LOOK_1, size: "M", quantity: 1 }],
        delivery: "pickup",
        payPlan: "deposit",
      },
      { clientAddress: `198.51.100.${address}` },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    fake.transactions.set(reference, {
      reference,
      status: "success",
      amount: placed.order.amountMinor,
      currency: "NGN",
    });
    await confirmPayment(services, reference);
    await services.db.query("update orders set status = 'in_production' where reference = $1", [reference]);
    return reference;
  }
  const owed = async (reference: string) =>
    (await readOrderAccount(services.db, (await findOrder(services.db, reference))!)).account.owedNow;
  const deliver = (db: Db, signed: { body: string; signature: string }) =>
    handleWebhook({ env: services.env, db }, Buffer.from(signed.body, "utf8"), signed.signature);
  const newEmail = () => `ada-${randomBytes(4).toString("hex")}@example.com`;

  it("assigns her one account, however many instances ask at once", async () => {
    const email = newEmail();
    await owingOrder(email);
    const calls = fake.dedicatedAccountCalls;
    const views = await Promise.all(
      instances().flatMap((s) => [ensureTransferAccount(s, email), ensureTransferAccount(s, email.toUpperCase())]),
    );
    const assigned = views.find(Boolean)!;
    expect(assigned).toMatchObject({ accountNumber: expect.stringMatching(/^\d{10}$/), bankName: "Test Bank" });
    expect(fake.dedicatedAccountCalls - calls).toBe(1);
    expect(await ensureTransferAccount(services, email)).toEqual(assigned);
    expect(fake.customers.get(email)?.account?.account_number).toBe(assigned.accountNumber);
  });

  it("asks Paystack again after a failed call, adopting an account made before", async () => {
    const email = newEmail();
    await owingOrder(email);
    fake.dedicatedAccountMode = "down";
    expect(await ensureTransferAccount(services, email)).toBeNull();
    fake.dedicatedAccountMode = "ok";
    // Its lease holds until the retry's time: the next ask makes no call.
    const calls = fake.dedicatedAccountCalls;
    expect(await ensureTransferAccount(services, email)).toBeNull();
    expect(fake.dedicatedAccountCalls).toBe(calls);
    await services.db.query("update transfer_accounts set calling_until = now() where email = $1", [email]);
    expect(await ensureTransferAccount(services, email)).toMatchObject({ bankName: "Test Bank" });
  });

  it("finds her by her customer when Paystack's answer was lost, and adopts that account, never a second", async () => {
    const email = newEmail();
    const reference = await owingOrder(email);
    fake.dedicatedAccountMode = "lost";
    expect(await ensureTransferAccount(services, email)).toBeNull();
    const made = fake.customers.get(email)!;
    // She learnt the number elsewhere (Paystack's own email): her transfer is hers all the same.
    const signed = transferEvent({
      accountNumber: made.account!.account_number,
      customerCode: made.customer_code,
      amount: nairaUnits(25_000),
      reference: `L-${email}`,
    });
    expect((await deliver(services.db, signed)).message).toBe("Transfer applied.");
    expect(await owed(reference)).toBe(BALANCE - nairaUnits(25_000));
    fake.dedicatedAccountMode = "ok";
    const calls = fake.dedicatedAccountCalls;
    await services.db.query("update transfer_accounts set calling_until = now() where email = $1", [email]);
    expect(await ensureTransferAccount(services, email)).toMatchObject({ accountNumber: made.account!.account_number });
    expect(fake.dedicatedAccountCalls).toBe(calls);
  });

  it("keeps the account Paystack's dedicatedaccount.assign.success names for her customer", async () => {
    const email = newEmail();
    await owingOrder(email);
    fake.dedicatedAccountMode = "lost";
    expect(await ensureTransferAccount(services, email)).toBeNull();
    const made = fake.customers.get(email)!;
    const assigned = signedEvent("dedicatedaccount.assign.success", {
      customer: { customer_code: made.customer_code, email },
      dedicated_account: { ...made.account!, active: true, currency: "NGN", assigned: true },
    });
    expect((await deliver(services.db, assigned)).message).toBe("Account assigned.");
    expect((await deliver(other, assigned)).message).toBe("Ignored: no client waits for it.");
    expect(await ensureTransferAccount(services, email)).toMatchObject({ accountNumber: made.account!.account_number });
  });

  it("counts a transfer once, however often and on however many instances it is delivered", async () => {
    const email = newEmail();
    const reference = await owingOrder(email);
    const account = (await ensureTransferAccount(services, email))!;
    const signed = transferEvent({
      accountNumber: account.accountNumber,
      amount: nairaUnits(100_000),
      reference: `T-${email}`,
    });
    const answers = await Promise.all([...instances(), ...instances()].map((s) => deliver(s.db, signed)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.message === "Transfer applied.")).toHaveLength(1);
    expect(await owed(reference)).toBe(BALANCE - nairaUnits(100_000));
    const payments = await paymentsOf(services.db, reference);
    expect(payments.filter((p) => p.kind === "transfer").map((p) => [p.status, p.amount])).toEqual([
      ["succeeded", nairaUnits(100_000)],
    ]);
  });

  it("pays the order she chose, then her oldest that owes, the rest her store credit", async () => {
    const email = newEmail();
    const older = await owingOrder(email);
    const newer = await owingOrder(email);
    const account = (await ensureTransferAccount(services, email))!;
    expect(await chooseTransferOrder(services.db, email, "HZL-NOTHERS2345")).toBe(false);
    expect(await chooseTransferOrder(services.db, email, newer)).toBe(true);
    const first = transferEvent({
      accountNumber: account.accountNumber,
      amount: nairaUnits(50_000),
      reference: `A-${email}`,
    });
    expect((await deliver(services.db, first)).message).toBe("Transfer applied.");
    expect([await owed(older), await owed(newer)]).toEqual([BALANCE, BALANCE - nairaUnits(50_000)]);

    const big = transferEvent({
      accountNumber: account.accountNumber,
      amount: nairaUnits(600_000),
      reference: `B-${email}`,
    });
    expect((await deliver(services.db, big)).message).toBe("Transfer applied.");
    expect([await owed(older), await owed(newer)]).toEqual([0, 0]);
    // ₦600,000 − ₦225,000 − ₦275,000: her credit, in a code of hers.
    const codes = await codesOfEmail(services.db, email);
    expect(codes.map((c) => c.balance)).toEqual([nairaUnits(100_000)]);
  });

  it("pays her plan's parts ahead: the next part's date moves on, nothing becomes credit", async () => {
    const email = newEmail();
    const placed = await placeQuote(services, gownPlanQuote(email));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    fake.transactions.set(reference, { reference, status: "success", amount: nairaUnits(360_000), currency: "NGN" });
    await confirmPayment(services, reference);
    await services.db.query("update orders set status = 'in_production' where reference = $1", [reference]);
    const account = (await ensureTransferAccount(services, email))!;
    const sent = transferEvent({
      accountNumber: account.accountNumber,
      amount: nairaUnits(300_000),
      reference: `P-${email}`,
    });
    expect((await deliver(services.db, sent)).message).toBe("Transfer applied.");
    const after = (await readOrderAccount(services.db, (await findOrder(services.db, reference))!)).account;
    expect(after.owedNow).toBe(nairaUnits(240_000));
    expect(after.nextPart).toMatchObject({ number: 3, paid: nairaUnits(30_000) });
    expect(await codesOfEmail(services.db, email)).toEqual([]);
  });

  it("reads Paystack's refund of a transfer, by the transfer's reference, on the order it paid", async () => {
    const email = newEmail();
    const reference = await owingOrder(email);
    const account = (await ensureTransferAccount(services, email))!;
    const paid = transferEvent({
      accountNumber: account.accountNumber,
      amount: nairaUnits(40_000),
      reference: `R-${email}`,
      id: 5_550_001,
    });
    expect((await deliver(services.db, paid)).message).toBe("Transfer applied.");
    const refunded = signedEvent("refund.processed", {
      status: "processed",
      transaction_reference: `R-${email}`,
      refund_reference: `RF-${email}`,
      amount: String(nairaUnits(10_000)),
      currency: "NGN",
      id: 8_880_001,
    });
    // Without the transfer's payments it would be "Ignored: not an order of this shop."
    expect((await deliver(services.db, refunded)).message).toBe(`Order ${reference} is partially_refunded.`);
    await deliver(other, refunded);
    expect(await findOrder(services.db, reference)).toMatchObject({
      status: "partially_refunded",
      refundedMinor: nairaUnits(10_000),
    });
  });

  it("forgets her account when she deletes her data: a later transfer to it waits for the owner", async () => {
    const email = newEmail();
    await owingOrder(email);
    const account = (await ensureTransferAccount(services, email))!;
    expect(await services.db.transaction((tx) => eraseTransfersOf(tx, email))).toBe(1);
    const late = transferEvent({
      accountNumber: account.accountNumber,
      amount: nairaUnits(1_000),
      reference: `E-${email}`,
    });
    expect((await deliver(services.db, late)).message).toBe("Transfer review.");
  });

  it("keeps a transfer that names no client for the owner, and refuses one not in naira", async () => {
    const stray = transferEvent({
      accountNumber: "9999999999",
      amount: nairaUnits(5_000),
      reference: `S-${newEmail()}`,
    });
    expect((await deliver(services.db, stray)).message).toBe("Transfer review.");
    expect((await deliver(other, stray)).message).toBe("Transfer seen.");
    const listed = await transfersToReview(services.db);
    expect(listed.filter((t) => t.accountNumber === "9999999999").map((t) => t.amount)).toContain(nairaUnits(5_000));
    const dollars = transferEvent({
      accountNumber: "9999999999",
      amount: 500,
      currency: "USD",
      reference: `D-${newEmail()}`,
    });
    expect((await deliver(services.db, dollars)).message).toBe("Transfer refused.");
    const forged = { ...stray, signature: "0".repeat(128) };
    expect((await deliver(services.db, forged)).status).toBe(401);
  });

  it("takes a transfer and a card payment of part of the balance at once, each counted once", async () => {
    const email = newEmail();
    const reference = await owingOrder(email);
    const account = (await ensureTransferAccount(services, email))!;
    const own = { address: "test", own: true };
    expect(await startPartPayment(services, reference, "http://shop.test", own, "300,000")).toMatchObject({
      kind: "invalid",
      message: "The order owes ₦275,000: pay at most that.",
    });
    expect(await startPartPayment(services, reference, "http://shop.test", own, "75,000")).toMatchObject({
      kind: "redirect",
    });
    const card = (await paymentsOf(services.db, reference)).at(-1)!;
    expect(card).toMatchObject({ kind: "balance", amount: nairaUnits(75_000), status: "open" });
    fake.transactions.set(card.reference, {
      reference: card.reference,
      status: "success",
      amount: card.amount,
      currency: "NGN",
    });
    const transfer = transferEvent({
      accountNumber: account.accountNumber,
      amount: nairaUnits(200_000),
      reference: `C-${email}`,
    });
    await Promise.all([
      deliver(services.db, transfer),
      deliver(other, transfer),
      confirmPayment(services, card.reference),
      confirmPayment({ ...services, db: other }, card.reference),
    ]);
    const { account: after } = await readOrderAccount(services.db, (await findOrder(services.db, reference))!);
    expect(after).toMatchObject({ owedNow: 0, overpaid: 0, status: "paid-in-full" });
    const succeeded = (await paymentsOf(services.db, reference)).filter((p) => p.status === "succeeded");
    expect(succeeded.map((p) => [p.kind, p.amount])).toEqual([
      ["deposit", nairaUnits(825_000)],
      ["balance", nairaUnits(75_000)],
      ["transfer", nairaUnits(200_000)],
    ]);
  });

  it("names her account in her balance reminders", async () => {
    const email = newEmail();
    const reference = await owingOrder(email);
    const account = (await ensureTransferAccount(services, email))!;
    await services.db.query("update orders set balance_due_at = now() + interval '20 hours' where reference = $1", [
      reference,
    ]);
    await queueReminders(services.db, {
      balanceHours: [48, 24],
      unpaidAfterSeconds: 3600,
      siteUrl: "https://hazel.example",
      daytime: { from: 0, to: 24 },
    });
    const rows = await services.db.query<{ notice: string; params: { note?: string } | string }>(
      "select notice, params from outbox where order_reference = $1 and notice like 'customer-balance%'",
      [reference],
    );
    const notes = rows.map((r) => (typeof r.params === "string" ? JSON.parse(r.params) : r.params).note);
    expect(notes).toEqual([
      expect.stringContaining(`Your own account for paying by transfer: ${account.accountNumber} · Test Bank`),
    ]);
  });
});

describeOnBothDatabases("her own account in the demo, on %s", (suite) => {
  const services = suite.services({ demo: true });

  it("is a demo account without Paystack's keys, labelled, the same for her every time", async () => {
    const first = await ensureTransferAccount(services, "Demo.Shopper@example.com");
    expect(first).toMatchObject({
      accountNumber: expect.stringMatching(/^\d{10}$/),
      bankName: "Demo Bank",
      demo: true,
    });
    expect(await ensureTransferAccount(services, "demo.shopper@example.com")).toEqual(first);
    expect(await ensureTransferAccount(services, "someone.else@example.com")).not.toEqual(first);
  });
});
