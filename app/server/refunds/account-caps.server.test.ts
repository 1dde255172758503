import { ledgerFieldValue } from "~/features/currency";
// What leaves an order (a refund, store credit, a moved payment) is capped by its one account,
// under the order's lock: whichever came first, from two tabs at once, never more than was paid.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { openDb } from "../db/db.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { parseEnv } from "../base/env.server";
import { paystackConfig } from "../adapters/paystack.server";
import { setPaymentStatus } from "../payments/store.server";
import { readOrderAccount } from "../payments/account.server";
import { changeOrderState } from "../orders/change-state.server";
import { findOrder, insertOrder } from "../orders/store/index.server";
import type { Order } from "~/features/orders";
import { newReference } from "../orders/new-order.server";
import { issueCredit } from "../credit/credit-from-order.server";
import { movePayment } from "../credit/move-payment.server";
import { startRefund } from "./outgoing-refunds.server";

const PRICE = 10_000_000;
const key = () => randomBytes(16).toString("hex");
const line = (price: number) => [
  { productId: 1, name: "Orion Dress", size: "M" as const, quantity: 1, unitPrice: price, lineTotal: price },
];

describeOnBothDatabases("an order's account caps what leaves it, on %s", (suite) => {
  const t = suite.database();
  const fake = suite.paystack();
  const config = () => paystackConfig(parseEnv({ ...fake.env, NODE_ENV: "test" }))!;
  /** A second instance of the shop: its own connection pool on PostgreSQL (PGlite has one). */
  let other: Db;
  beforeAll(async () => {
    fake.refundMode = { mode: "ok" };
    other = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
  }, 120_000);
  afterAll(async () => {
    if (other !== t.db) await other.close();
  });

  const order = (email: string, price = PRICE) =>
    insertOrder(t.db, {
      reference: newReference(),
      isTest: true,
      customer: { ...createCustomerForm({ email }), email } as never,
      items: line(price),
      amountMinor: price,
    });

  /** An order Paystack took the whole of; `to` its state after (paid, delivered or cancelled). */
  async function paid(email: string, to: "paid" | "cancelled" = "paid") {
    const o = await order(email);
    await setPaymentStatus(t.db, o.reference, "succeeded");
    await changeOrderState(t.db, { reference: o.reference, to: "paid", source: "verify" });
    if (to === "cancelled") await changeOrderState(t.db, { reference: o.reference, to, source: "owner", note: "x" });
    return (await findOrder(t.db, o.reference))!;
  }
  const refund = (o: Awaited<ReturnType<typeof paid>>, amount: number) =>
    startRefund(t.db, config(), o, {
      paymentReference: o.reference,
      amount: String(amount),
      reason: "Returned",
      key: key(),
    });
  const credit = (reference: string, amount: number) =>
    issueCredit(
      t.db,
      reference,
      {
        amount: ledgerFieldValue(amount, "NGN"),
        fee: "0",
        reason: "Too small",
        override: "She wrote in time",
        contactedAt: lagosDateTimeOf(new Date()).slice(0, 16),
        key: key(),
      },
      { who: "owner", siteUrl: "https://hazel.example" },
    );
  const accountOf = async (reference: string) =>
    (await readOrderAccount(t.db, (await findOrder(t.db, reference))!)).account;

  it("refunds after credit only what credit left, and credits after a refund only what it left", async () => {
    const o = await paid(`credit-${key().slice(0, 6)}@example.com`);
    expect(await credit(o.reference, 6_000_000)).toMatchObject({ kind: "issued" });
    expect(await refund(o, PRICE)).toMatchObject({
      ok: false,
      field: "amount",
      error: expect.stringContaining("₦40,000"),
    });
    expect(await refund(o, 4_000_000)).toMatchObject({ ok: true });
    expect(await credit(o.reference, 1)).toMatchObject({ kind: "refused" });
    const account = await accountOf(o.reference);
    expect(account.creditIssued + account.refunded.pending + account.refunded.processed).toBe(PRICE);
    expect(account.refundable).toBe(0);
  });

  it("refunds after a move only what the move left", async () => {
    const email = `move-${key().slice(0, 6)}@example.com`;
    const from = await paid(email, "cancelled");
    const to = await order(email, 3_000_000);
    expect(
      await movePayment(t.db, from.reference, { to: to.reference, reason: "Another dress", key: key() }, "owner"),
    ).toMatchObject({ kind: "moved", amount: 3_000_000 });
    expect(await refund(from, PRICE)).toMatchObject({ ok: false, error: expect.stringContaining("₦70,000") });
    expect(await refund(from, 7_000_000)).toMatchObject({ ok: true });
    expect((await accountOf(from.reference)).movesOut).toEqual([{ toOrder: to.reference, amount: 3_000_000 }]);
    expect((await accountOf(to.reference)).status).toBe("paid-in-full");
  });

  it("lets one of two tabs take what is left, refund and credit at once", async () => {
    const o = await paid(`tabs-${key().slice(0, 6)}@example.com`);
    const outcomes = await Promise.all([refund(o, 7_000_000), credit(o.reference, 7_000_000), refund(o, 7_000_000)]);
    const taken = outcomes.filter((r) => ("ok" in r ? r.ok : r.kind === "issued"));
    expect(taken).toHaveLength(1);
    const account = await accountOf(o.reference);
    expect(account.paid - account.netPaid).toBe(7_000_000);
  });

  /** The three ways money leaves an order, each asking ₦70,000 of a cancelled ₦100,000 order, on `db`. */
  const leaving = {
    refund: (db: Db, o: Order) =>
      startRefund(db, config(), o, {
        paymentReference: o.reference,
        amount: "7000000",
        reason: "Returned",
        key: key(),
      }),
    credit: (db: Db, o: Order) =>
      issueCredit(
        db,
        o.reference,
        {
          amount: "70000",
          fee: "0",
          reason: "Too small",
          override: "She wrote in time",
          contactedAt: lagosDateTimeOf(new Date()).slice(0, 16),
          key: key(),
        },
        { who: "owner", siteUrl: "https://hazel.example" },
      ),
    move: async (db: Db, o: Order) =>
      movePayment(
        db,
        o.reference,
        { to: (await order(o.customer.email, 7_000_000)).reference, reason: "Another", key: key() },
        "owner",
      ),
  };
  type Way = keyof typeof leaving;
  /** What one way took out of the order: nothing when refused. */
  const takenBy = (r: Awaited<ReturnType<(typeof leaving)[Way]>>) =>
    "ok" in r ? (r.ok ? 7_000_000 : 0) : r.kind === "issued" ? r.credit.amount : r.kind === "moved" ? r.amount : 0;
  const orders: Way[][] = [
    ["refund", "credit", "move"],
    ["refund", "move", "credit"],
    ["credit", "refund", "move"],
    ["credit", "move", "refund"],
    ["move", "refund", "credit"],
    ["move", "credit", "refund"],
  ];
  /** What left the order by its account: refunds, credit issued and moves out. */
  const outOf = async (reference: string) => {
    const account = await accountOf(reference);
    return account.paid - account.netPaid;
  };

  it.each(orders)("takes %s, then %s and %s only what is left, a move at most the rest", async (...ways) => {
    const o = await paid(`seq-${key().slice(0, 6)}@example.com`, "cancelled");
    const taken = [];
    for (const [i, way] of ways.entries()) taken.push(takenBy(await leaving[way](i % 2 ? other : t.db, o)));
    // Refunds and credit ask ₦70,000 whole; a move takes what is left of it.
    expect(taken).toEqual(
      ways.map((way, i) =>
        i === 0 ? 7_000_000 : way === "move" && !ways.slice(1, i).includes("move") ? 3_000_000 : 0,
      ),
    );
    expect(await outOf(o.reference)).toBe(taken.reduce((a, b) => a + b, 0));
  });

  it.each(orders)("never lets %s, %s and %s at once, from two instances, take more than was paid", async (...ways) => {
    const o = await paid(`race-${key().slice(0, 6)}@example.com`, "cancelled");
    const taken = (await Promise.all(ways.map((way, i) => leaving[way](i % 2 ? other : t.db, o)))).map(takenBy);
    const out = await outOf(o.reference);
    expect(out).toBe(taken.reduce((a, b) => a + b, 0));
    expect(out).toBeGreaterThanOrEqual(7_000_000);
    expect(out).toBeLessThanOrEqual(PRICE);
    expect((await accountOf(o.reference)).refundable).toBe(PRICE - out);
  });
});
