import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findProductFacts } from "~/features/catalogue";
import { lagosToday } from "~/lib/lagos-clock";
import { takingsBetween } from "~/admin/home/rollups-store.server";
import { paystackConfig, signWebhook, verifyTransaction } from "~/server/adapters/paystack.server";
import { newReference } from "~/server/orders/new-order.server";
import { recordVerdict } from "~/server/orders/record-verdict.server";
import { findOrder, insertOrder } from "~/server/orders/store/index.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { paymentsOf } from "~/server/payments/store.server";
import { handleWebhook } from "~/server/paystack-events/webhook.server";
import { startRefund } from "~/server/refunds/outgoing-refunds.server";
import { lockRefundFor, refundsOf } from "~/server/refunds/store.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { parseAdminAction, runAdminAction } from "./order-actions.server";
import { refundsView } from "./order-refunds.server";

// "Mark refunded" is for money the owner returned outside the shop (a transfer, cash): a refund row
// of its own kind, which the order's account and the day's takings count once, and only hers.

const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;
const priced = priceOrder([createLine()], findProductFacts);
const PAID = priced.amountMinor;
const PART = 500_000;

describeOnBothDatabases("money returned outside the shop, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  const config = () => paystackConfig(services.env)!;

  /** A live order Paystack took the whole of, recorded as the verify call records it. */
  async function paidOrder() {
    const placed = await insertOrder(services.db, {
      reference: newReference(),
      isTest: false,
      customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
    });
    const tx = { reference: placed.reference, status: "success", amount: priced.amountMinor, currency: "NGN" };
    fake.transactions.set(placed.reference, tx);
    const [payment] = await paymentsOf(services.db, placed.reference);
    const said = await verifyTransaction(config(), placed.reference);
    if (said.kind !== "found") throw new Error("not found");
    await recordVerdict(services.db, payment!, said.transaction, "verify");
    return (await findOrder(services.db, placed.reference))!;
  }
  const returnedToday = async () =>
    (await takingsBetween(services.db, lagosToday(), lagosToday())).find((d) => d.currency === "NGN")?.returned ?? 0;
  /** What the role table lets the owner and a shop hand do of the guarded acts (roles.ts). */
  const MAY = {
    owner: { "cancel-paid": true, "mark-refunded": true },
    shop_hand: { "cancel-paid": false, "mark-refunded": false },
  };
  const act = async (reference: string, fields: [string, string][], role: "owner" | "shop_hand" = "owner") => {
    const action = parseAdminAction(fields);
    if (!action.ok) throw new Error(action.error);
    return runAdminAction(services, (await findOrder(services.db, reference))!, action.action, MAY[role]);
  };
  const markRefunded = (reference: string, role?: "owner" | "shop_hand") =>
    act(
      reference,
      [
        ["intent", "refund"],
        ["confirm", "yes"],
      ],
      role,
    );

  it("writes Mark refunded as a refund outside the shop: the account and the day's takings count it once", async () => {
    fake.refundMode = { mode: "ok" };
    const order = await paidOrder();
    const before = await returnedToday();
    // Part of it went back through Paystack first.
    const sent = await startRefund(services.db, config(), order, {
      paymentReference: order.reference,
      amount: String(PART),
      reason: "One piece returned",
      key: randomBytes(16).toString("hex"),
    });
    expect(sent).toMatchObject({ ok: true });
    const raw = JSON.stringify({
      event: "refund.processed",
      data: {
        status: "processed",
        transaction_reference: order.reference,
        amount: String(PART),
        currency: "NGN",
      },
    });
    await handleWebhook(
      { env: services.env, db: services.db },
      new TextEncoder().encode(raw),
      signWebhook(raw, fake.env.PAYSTACK_SECRET_KEY!),
    );
    expect(await returnedToday()).toBe(before + PART);

    // Only the owner's: a shop hand's is refused, nothing written.
    expect(await markRefunded(order.reference, "shop_hand")).toEqual({
      ok: false,
      error: "Only the owner marks an order refunded.",
      act: "mark-refunded",
    });
    expect(await refundsOf(services.db, order.reference)).toHaveLength(1);

    expect(await markRefunded(order.reference)).toEqual({ ok: true, done: "refunded" });
    const rows = await refundsOf(services.db, order.reference);
    expect(rows.map((r) => [r.kind, r.amount, r.status])).toEqual([
      ["paystack", PART, "processed"],
      ["outside", PAID - PART, "processed"],
    ]);
    const { account } = await readOrderAccount(services.db, (await findOrder(services.db, order.reference))!);
    expect(account).toMatchObject({
      refunded: { processed: PAID, pending: 0 },
      netPaid: 0,
      owedNow: 0,
      overpaid: 0,
      refundable: 0,
    });
    expect(await returnedToday()).toBe(before + PAID);
    const view = await refundsView(services.db, services.env, (await findOrder(services.db, order.reference))!);
    expect(view.refunds.map((r) => r.label)).toEqual([
      "Processed: the money was sent back",
      "Returned outside the shop",
    ]);
    expect(view.standing).toMatchObject({ refunded: PAID, kept: 0, refundable: 0 });

    // Nothing is left for Paystack to send back, and its word on another refund never takes this row.
    const again = await startRefund(services.db, config(), order, {
      paymentReference: order.reference,
      amount: "1",
      reason: "Again",
      key: randomBytes(16).toString("hex"),
    });
    expect(again).toMatchObject({ ok: false, field: "amount" });
    const taken = await services.db.transaction((tx) =>
      lockRefundFor(tx, {
        paymentReference: order.reference,
        paystackId: 424_242,
        paystackReference: null,
        amount: PAID - PART,
      }),
    );
    expect(taken).toBeUndefined();
  });

  it("adds nothing to the takings after a cancel, which counted what the order had taken", async () => {
    const order = await paidOrder();
    const before = await returnedToday();
    expect(
      await act(order.reference, [
        ["intent", "cancel"],
        ["reason", "She changed her mind"],
        ["confirm", "yes"],
      ]),
    ).toEqual({ ok: true, done: "cancelled" });
    expect(await returnedToday()).toBe(before + PAID);
    expect(
      (await readOrderAccount(services.db, (await findOrder(services.db, order.reference))!)).account.overpaid,
    ).toBe(PAID);

    expect(await markRefunded(order.reference)).toEqual({ ok: true, done: "refunded" });
    expect((await refundsOf(services.db, order.reference)).map((r) => [r.kind, r.amount])).toEqual([["outside", PAID]]);
    const { account } = await readOrderAccount(services.db, (await findOrder(services.db, order.reference))!);
    expect(account).toMatchObject({ overpaid: 0, refundable: 0, netPaid: 0 });
    expect(await returnedToday()).toBe(before + PAID);
  });
});
