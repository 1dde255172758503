import { nairaUnits } from "~/features/currency";
import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { parseEnv } from "../base/env.server";
import { openDb, type Db } from "../db/db.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { paymentsOf, setPaymentStatus } from "../payments/store.server";
import { codesWithBalances, entriesOfCodes } from "./store.server";
import { changeOrderState } from "../orders/change-state.server";
import { issueCredit } from "./credit-from-order.server";
import { placeOrder } from "../checkout/place-order.server";
import { newReference } from "../orders/new-order.server";
import { recordVerdict } from "../orders/record-verdict.server";
import { CREDIT_TEXT, CreditRefused, spendCredit } from "./spend-credit.server";
import { findOrder, insertOrder, lockOrder } from "../orders/store/index.server";

const CORAL = 37; // Coral Dress, ₦25,000, ready to wear
const PRICE = 25_000;
const key = () => randomBytes(16).toString("hex");
let addresses = 0;
const now = new Date();
/** An instant as the owner types it in Lagos, to the minute. */
const lagosField = (at: Date) => lagosDateTimeOf(at).slice(0, 16);
const lagosNow = lagosField(now);

describeOnBothDatabases("store credit on %s", (suite) => {
  const t = suite.database();
  const env = parseEnv({ NODE_ENV: "test" }); // demo mode: no Paystack keys
  const services = () => ({ env, db: t.db });

  /** An order of one Coral Dress for `email`, paid through Paystack (as its verdict records it) and delivered. */
  async function deliveredOrder(email: string) {
    const order = await insertOrder(t.db, {
      reference: newReference(),
      isTest: true,
      customer: { ...createCustomerForm({ email }), email } as never,
      items: [{ productId: CORAL, name: "Coral Dress", size: "M", quantity: 1, unitPrice: nairaUnits(PRICE) }] as never,
      amountMinor: nairaUnits(PRICE),
    });
    await setPaymentStatus(t.db, order.reference, "succeeded");
    for (const [to, source] of [
      ["paid", "verify"],
      ["shipped", "owner"],
      ["delivered", "owner"],
    ] as const)
      expect((await changeOrderState(t.db, { reference: order.reference, to, source })).kind).toBe("changed");
    return order;
  }

  /** The code in the shopper's queued email (the only place it is kept whole). */
  async function codeEmailed(email: string): Promise<{ code: string; summary: string }[]> {
    const rows = await t.db.query<{ params: Record<string, string> | string }>(
      "select params from outbox where alert_key like 'store-credit:%' order by id",
    );
    return rows
      .map((r) => (typeof r.params === "string" ? (JSON.parse(r.params) as Record<string, string>) : r.params))
      .filter((p) => p.to_email === email)
      .map((p) => ({ code: /Your code: ([0-9A-Z-]+)/.exec(p.order_summary ?? "")![1]!, summary: p.order_summary! }));
  }

  async function issued(email: string, amount = PRICE, fee = 6_250) {
    const order = await deliveredOrder(email);
    const result = await issueCredit(
      t.db,
      order.reference,
      {
        amount: String(amount),
        fee: String(fee),
        reason: "Too small at the waist",
        override: "",
        contactedAt: lagosNow,
        key: key(),
      },
      { who: "owner", siteUrl: "https://hazel.example" },
    );
    expect(result).toMatchObject({ kind: "issued", credit: { amount: nairaUnits(amount - fee), currency: "NGN" } });
    const [mail] = (await codeEmailed(email)).slice(-1);
    return { order, code: mail!.code, summary: mail!.summary };
  }

  const balanceOf = async (last4: string) => (await codesWithBalances(t.db)).find((c) => c.last4 === last4)!.balance;
  const place = (email: string, creditCode: string, quantity = 1) =>
    placeOrder(
      services(),
      { customer: createCustomerForm({ email }), lines: [{ productId: CORAL, size: "M", quantity }], creditCode },
      { clientAddress: `198.51.100.${++addresses}` },
    );

  it("issues credit from a delivered order less the fee, mails the code once, and keeps only its hash", async () => {
    const { order, code, summary } = await issued("ada@example.com", 20_000, 5_000);
    expect(summary).toContain("It holds ₦15,000");
    const last4 = code.replaceAll("-", "").slice(-4);
    expect(await balanceOf(last4)).toBe(1_500_000);
    const stored = await t.db.query("select * from credit_codes where code_hash = $1 or last4 = $2", [code, code]);
    expect(stored).toHaveLength(0); // the code itself is nowhere in the table
    // The same form again: nothing issued twice.
    const again = { amount: "1000", fee: "0", reason: "Again", override: "", contactedAt: lagosNow, key: key() };
    const first = await issueCredit(t.db, order.reference, again, { who: "owner", siteUrl: "https://x.example" });
    const replay = await issueCredit(t.db, order.reference, again, { who: "owner", siteUrl: "https://x.example" });
    expect(first.kind).toBe("issued");
    expect(replay.kind).toBe("replayed");
    // What is left of the order: ₦25,000 paid less ₦21,000 turned into credit.
    const over = await issueCredit(
      t.db,
      order.reference,
      { ...again, amount: "4001", key: key() },
      { who: "owner", siteUrl: "https://x.example" },
    );
    expect(over).toMatchObject({ kind: "refused", errors: { amount: expect.stringContaining("At most ₦4,000") } });
  });

  it("refuses credit outside the terms' window unless the owner says why", async () => {
    const order = await deliveredOrder("late@example.com");
    const ask = {
      amount: "10000",
      fee: "2500",
      reason: "Sizing",
      override: "",
      contactedAt: lagosField(new Date(now.getTime() + 3 * 86_400_000)),
      key: key(),
    };
    const refused = await issueCredit(t.db, order.reference, ask, { who: "owner", siteUrl: "https://x.example" });
    expect(refused).toMatchObject({ kind: "refused", errors: { override: expect.stringContaining("say why") } });
    const given = await issueCredit(
      t.db,
      order.reference,
      { ...ask, override: "She wrote on time by WhatsApp" },
      { who: "owner", siteUrl: "https://x.example" },
    );
    expect(given.kind).toBe("issued");
  });

  it("pays part of a new order: the rest is Paystack's, the code keeps nothing more than its balance", async () => {
    const { code } = await issued("bola@example.com");
    const last4 = code.replaceAll("-", "").slice(-4);
    const placed = await place("bola@example.com", code.toLowerCase());
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    expect(placed.order.amountMinor).toBe(nairaUnits(PRICE - 18_750));
    const reference = placed.order.reference;
    expect((await findOrder(t.db, reference))?.status).toBe("pending");
    const payments = await paymentsOf(t.db, reference);
    expect(payments.map((p) => [p.kind, p.amount, p.status])).toEqual([
      ["full", 625_000, "open"],
      ["credit", 1_875_000, "succeeded"],
    ]);
    expect(await balanceOf(last4)).toBe(0);
    // Paystack's word on the rest, twice (a repeated webhook): paid once, the balance untouched.
    const word = { reference, status: "success", amount: nairaUnits(6_250), currency: "NGN", id: 77 };
    for (let i = 0; i < 2; i++) await recordVerdict(t.db, payments[0]!, word as never, "webhook");
    expect((await findOrder(t.db, reference))?.status).toBe("paid");
    expect(await balanceOf(last4)).toBe(0);
    const rows = await t.db.query("select * from credit_entries where order_reference = $1", [reference]);
    expect(rows).toHaveLength(1);
  });

  it("pays a whole order at once with no Paystack payment, and gives it back once when the order is cancelled", async () => {
    const { code } = await issued("chi@example.com", PRICE, 0);
    const last4 = code.replaceAll("-", "").slice(-4);
    const placed = await place("chi@example.com", code);
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    expect(placed.order.amountMinor).toBe(0);
    const reference = placed.order.reference;
    expect((await findOrder(t.db, reference))?.status).toBe("paid");
    expect((await paymentsOf(t.db, reference)).map((p) => [p.kind, p.amount, p.status])).toEqual([
      ["credit", nairaUnits(PRICE), "succeeded"],
    ]);
    const emails = await t.db.query<{ notice: string }>("select notice from outbox where order_reference = $1", [
      reference,
    ]);
    expect(emails.map((e) => e.notice).sort()).toEqual(["customer-paid", "owner-paid"]);
    expect(await balanceOf(last4)).toBe(0);
    // Spent: a second order with the same code is refused, nothing stored.
    const refused = await place("chi@example.com", code);
    expect(refused).toMatchObject({ ok: false, message: CREDIT_TEXT.empty });
    // The owner cancels: the credit goes back, once however often it is asked.
    await changeOrderState(t.db, { reference, to: "cancelled", source: "owner" });
    await changeOrderState(t.db, { reference, to: "cancelled", source: "owner" });
    expect(await balanceOf(last4)).toBe(nairaUnits(PRICE));
    const codes = await codesWithBalances(t.db);
    const kinds = (await entriesOfCodes(t.db, [codes.find((c) => c.last4 === last4)!.id])).map((e) => e.kind);
    expect(kinds).toEqual(["issued", "spent", "returned"]);
  });

  it("refuses a code it does not know, with nothing stored, and limits the codes one address tries", async () => {
    const before = await t.db.query<{ n: number }>("select count(*)::int as n from orders");
    const wrong = await place("dee@example.com", "ABCDE-FGHJK-MNPQR-STUVW");
    expect(wrong).toMatchObject({ ok: false, message: CREDIT_TEXT.unknown });
    expect(await t.db.query<{ n: number }>("select count(*)::int as n from orders")).toEqual(before);
    const from = `203.0.113.${++addresses}`;
    const tries = [];
    for (let i = 0; i < 9; i++)
      tries.push(
        await placeOrder(
          services(),
          { customer: createCustomerForm(), lines: [{ productId: CORAL, size: "M", quantity: 1 }], creditCode: "nope" },
          { clientAddress: from },
        ),
      );
    expect(tries.at(-1)).toMatchObject({ ok: false, message: CREDIT_TEXT.tooMany });
  });

  it("never takes a code below zero when two servers spend it at once", async () => {
    const { code } = await issued("eve@example.com", PRICE, 0);
    const last4 = code.replaceAll("-", "").slice(-4);
    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
    try {
      const orders = await Promise.all(
        [0, 1].map(() =>
          insertOrder(t.db, {
            reference: newReference(),
            isTest: true,
            customer: createCustomerForm({ email: "eve@example.com" }) as never,
            items: [
              { productId: CORAL, name: "Coral Dress", size: "M", quantity: 1, unitPrice: nairaUnits(PRICE) },
            ] as never,
            amountMinor: nairaUnits(PRICE),
          }),
        ),
      );
      const spend = (db: Db, reference: string) =>
        db
          .transaction(async (tx) => spendCredit(tx, (await lockOrder(tx, reference))!, code, new Date()))
          .then(
            (rest) => ({ rest }),
            (error: unknown) => {
              if (error instanceof CreditRefused) return { refused: error.message };
              throw error;
            },
          );
      const results = await Promise.all([spend(t.db, orders[0]!.reference), spend(other, orders[1]!.reference)]);
      expect(results).toContainEqual({ rest: 0 });
      expect(results).toContainEqual({ refused: CREDIT_TEXT.empty });
      expect(await balanceOf(last4)).toBe(0);
    } finally {
      if (other !== t.db) await other.close();
    }
  });
});
