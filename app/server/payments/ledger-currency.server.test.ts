import { randomBytes } from "node:crypto";
import { expect, it, vi } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findProductFacts } from "~/features/catalogue";
import { CODE_LENGTH, codeFromBytes } from "~/features/credit";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { parseEnv } from "../base/env.server";
import { paystackConfig, signWebhook, verifyTransaction } from "../adapters/paystack.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { paymentsOf } from "./store.server";
import { readOrderAccount } from "./account.server";
import { refundsOf } from "../refunds/store.server";
import { findOrder, insertOrder, orderEvents } from "../orders/store/index.server";
import { newReference } from "../orders/new-order.server";
import { recordVerdict } from "../orders/record-verdict.server";
import { startRefund } from "../refunds/outgoing-refunds.server";
import { addEntry, insertCode } from "../credit/store.server";
import { spendCredit, CreditRefused } from "../credit/spend-credit.server";

vi.setConfig({ testTimeout: 30_000 });
const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;
const priced = priceOrder([createLine()], findProductFacts);
/** A London order's total in whole cents ($120.50), kept in the order's amount as every total is (× 100). */
const CENTS = 12_050;
const key = () => randomBytes(16).toString("hex");

describeOnBothDatabases("every ledger row in its currency on %s", (suite) => {
  const t = suite.database();
  const fake = suite.paystack();
  const config = () => paystackConfig(parseEnv({ ...fake.env, NODE_ENV: "test" }))!;

  async function placed(currency: "NGN" | "USD", cents = CENTS) {
    const amountMinor = currency === "USD" ? cents : priced.amountMinor;
    return insertOrder(t.db, {
      reference: newReference(),
      isTest: true,
      customer,
      items: priced.items,
      amountMinor,
      currency,
    });
  }

  /** Paystack answers for the order's payment in `currency` and `units` (kobo, cents); recorded as the verify call records it. */
  async function answered(reference: string, currency: string, units: number) {
    fake.transactions.set(reference, { reference, status: "success", amount: units, currency });
    const [payment] = await paymentsOf(t.db, reference);
    const said = await verifyTransaction(config(), reference);
    if (said.kind !== "found") throw new Error("not found");
    await recordVerdict(t.db, payment!, said.transaction, "verify");
    return (await findOrder(t.db, reference))!;
  }

  it("writes a naira order's payment and refund in naira (kobo), as Paystack counts them", async () => {
    fake.refundMode = { mode: "ok" };
    const order = await answered((await placed("NGN")).reference, "NGN", priced.amountMinor);
    expect(order).toMatchObject({ status: "paid", currency: "NGN" });
    expect((await paymentsOf(t.db, order.reference)).map((p) => p.currency)).toEqual(["NGN"]);
    const ask = { paymentReference: order.reference, amount: "500000", reason: "Returned unworn", key: key() };
    expect(await startRefund(t.db, config(), order, ask)).toMatchObject({ ok: true, done: "refund-sent" });
    expect(await refundsOf(t.db, order.reference)).toMatchObject([{ amount: 500_000, currency: "NGN" }]);
    const sent = [...fake.refunds.values()].filter((r) => r.reference === order.reference);
    expect(sent).toMatchObject([{ amount: 500_000, currency: "NGN" }]);
  });

  it("pays a dollar order only in dollars, to the cent: a naira answer is refused in words and counts nothing", async () => {
    const usd = await placed("USD");
    expect((await paymentsOf(t.db, usd.reference)).map((p) => [p.currency, p.amount])).toEqual([["USD", CENTS]]);
    // The same figure in naira (kobo), and the dollar amount in kobo: neither is the order's.
    const refused = await answered(usd.reference, "NGN", CENTS);
    expect(refused.status).toBe("review");
    expect(refused.reviewReason).toContain("Paystack currency NGN differs from the order's USD");
    const { account } = await readOrderAccount(t.db, refused);
    expect(account).toMatchObject({ currency: "USD", paidByPaystack: 0, owedNow: CENTS, refundable: 0 });

    const other = await placed("USD");
    const paid = await answered(other.reference, "USD", CENTS);
    expect(paid.status).toBe("paid");
    expect((await readOrderAccount(t.db, paid)).account).toMatchObject({ paidByPaystack: CENTS, owedNow: 0 });
  });

  it("sends a dollar refund back in dollars and cents, and refuses one asked in naira in words", async () => {
    fake.refundMode = { mode: "ok" };
    const order = await answered((await placed("USD")).reference, "USD", CENTS);
    const ask = (amount: string, currency?: string) => ({
      paymentReference: order.reference,
      amount,
      reason: "Returned unworn",
      key: key(),
      ...(currency ? { currency } : {}),
    });
    expect(await startRefund(t.db, config(), order, ask("2050", "NGN"))).toEqual({
      ok: false,
      field: "currency",
      error: "This payment was made in US dollars: its refund goes back in US dollars, not in naira.",
    });
    expect(await refundsOf(t.db, order.reference)).toEqual([]);
    expect(await startRefund(t.db, config(), order, ask("2050", "USD"))).toMatchObject({ ok: true });
    expect(await refundsOf(t.db, order.reference)).toMatchObject([{ amount: 2_050, currency: "USD" }]);
    const sent = [...fake.refunds.values()].filter((r) => r.reference === order.reference);
    expect(sent).toMatchObject([{ amount: 2_050, currency: "USD" }]);
    const { account } = await readOrderAccount(t.db, (await findOrder(t.db, order.reference))!);
    expect(account).toMatchObject({ currency: "USD", refundable: CENTS - 2_050 });
  });

  it("counts Paystack's refund event only in the payment's currency: ₦10 does not refund a $10 order", async () => {
    const order = await answered((await placed("USD", 1_000)).reference, "USD", 1_000);
    expect(order.status).toBe("paid");
    const refundEvent = async (currency: string, refundReference: string) => {
      const data = {
        transaction_reference: order.reference,
        refund_reference: refundReference,
        amount: 1_000,
        currency,
      };
      const raw = JSON.stringify({ event: "refund.processed", data });
      const env = parseEnv({ ...fake.env, NODE_ENV: "test" });
      const signature = signWebhook(raw, fake.env.PAYSTACK_SECRET_KEY!);
      return handleWebhook({ env, db: t.db }, new TextEncoder().encode(raw), signature);
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      await refundEvent("NGN", "RF-NAIRA");
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("Paystack's refund is in NGN, the order's payment in USD"),
      );
    } finally {
      warn.mockRestore();
    }
    const unchanged = (await findOrder(t.db, order.reference))!;
    expect(unchanged).toMatchObject({ status: "paid", refundedMinor: 0 });
    expect(await refundsOf(t.db, order.reference)).toEqual([]);
    expect((await readOrderAccount(t.db, unchanged)).account).toMatchObject({
      paidByPaystack: 1_000,
      refundable: 1_000,
    });

    await refundEvent("USD", "RF-DOLLARS");
    expect(await findOrder(t.db, order.reference)).toMatchObject({ status: "refunded", refundedMinor: 1_000 });
  });

  it("keeps a code in its currency: a naira code cannot pay a dollar order, even written straight", async () => {
    const typed = codeFromBytes(randomBytes(CODE_LENGTH));
    const code = await insertCode(t.db, { code: typed, email: customer.email, kind: "gift" });
    expect(code.currency).toBe("NGN");
    await addEntry(t.db, {
      codeId: code.id,
      amount: 50_000,
      kind: "issued",
      orderReference: null,
      who: "test",
      why: "A gift card bought.",
      movementKey: `issue:${key()}`,
    });
    const [entry] = await t.db.query<{ currency: string }>("select currency from credit_entries where code_id = $1", [
      code.id,
    ]);
    expect(entry?.currency).toBe("NGN");
    const usd = await placed("USD");
    await expect(t.db.transaction((tx) => spendCredit(tx, usd, typed, new Date()))).rejects.toThrow(
      new CreditRefused(
        "This code holds naira and this order is in US dollars: a code is never converted, so it cannot pay this order.",
      ),
    );
    await expect(
      addEntry(t.db, {
        codeId: code.id,
        amount: -1_000,
        kind: "spent",
        orderReference: usd.reference,
        who: "test",
        why: "Spent.",
        movementKey: `spent:${usd.reference}:${code.id}`,
      }),
    ).rejects.toThrow(/cannot pay an order in USD/);
  });

  it("notes a dollar code paying a dollar order in dollars: $120.50, not ₦12,050", async () => {
    const typed = codeFromBytes(randomBytes(CODE_LENGTH));
    const code = await insertCode(t.db, { code: typed, email: customer.email, kind: "credit", currency: "USD" });
    await addEntry(t.db, {
      codeId: code.id,
      amount: 20_000,
      kind: "issued",
      orderReference: null,
      who: "test",
      why: "Credit from an order.",
      movementKey: `issue:${key()}`,
    });
    const usd = await placed("USD");
    expect(await t.db.transaction((tx) => spendCredit(tx, usd, typed, new Date()))).toBe(0);
    const notes = (await orderEvents(t.db, usd.reference)).map((e) => e.note);
    expect(notes).toContain(`Paid $120.50 by store credit ending ${typed.slice(-4)}.`);
  });
});
