import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { changeOrderState } from "~/server/orders/change-state.server";
import { findOrder, insertOrder, orderEvents } from "~/server/orders/store/index.server";
import { newReference } from "~/server/orders/new-order.server";
import { createTestServices, TEST_PAYSTACK_ENV } from "~/server/test-services.server";
import { signWebhook } from "~/server/adapters/paystack.server";
import type { Services } from "~/server/services.server";
import { action } from "./api.paystack.webhook";
import { findProductFacts } from "~/features/catalogue";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const secret = TEST_PAYSTACK_ENV.PAYSTACK_SECRET_KEY;
const send = (raw: string | Uint8Array<ArrayBuffer>, signature: string | null, type = "application/json") =>
  action({
    request: new Request("http://shop.test/api/paystack/webhook", {
      method: "POST",
      headers: { "Content-Type": type, ...(signature === null ? {} : { "x-paystack-signature": signature }) },
      body: raw,
    }),
    params: {},
    context: {},
  } as Parameters<typeof action>[0]);
const chargeSuccess = (reference: string, data: Record<string, unknown> = {}) =>
  JSON.stringify({
    event: "charge.success",
    data: { id: 1, reference, status: "success", amount: 1_500_000, currency: "NGN", ...data },
  });

async function pendingOrder(services: Services) {
  const v = validateCustomer(createCustomerForm());
  if (!v.ok) throw new Error("fixture");
  const priced = priceOrder([createLine()], findProductFacts);
  return insertOrder(services.db, {
    reference: newReference(),
    isTest: false,
    customer: v.customer,
    items: priced.items,
    amountMinor: priced.amountMinor,
  });
}

describe("POST /api/paystack/webhook", () => {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestServices("pglite");
    state.services = t.services;
    dispose = t.dispose;
  });
  afterAll(() => dispose());

  it("marks an order paid on a signed charge.success with its amount and currency; a replay changes nothing", async () => {
    const order = await pendingOrder(state.services!);
    const raw = chargeSuccess(order.reference);
    const first = await send(raw, signWebhook(raw, secret));
    expect(first.status).toBe(200);
    const paid = await findOrder(state.services!.db, order.reference);
    expect(paid).toMatchObject({ status: "paid", payment: { source: "webhook", amount: 1_500_000 } });

    const replay = await send(raw, signWebhook(raw, secret));
    expect(replay.status).toBe(200);
    expect(await findOrder(state.services!.db, order.reference)).toEqual(paid);
  });

  it("flags for review a charge of another amount or currency", async () => {
    const a = await pendingOrder(state.services!);
    const less = chargeSuccess(a.reference, { amount: 100 });
    await send(less, signWebhook(less, secret));
    expect(await findOrder(state.services!.db, a.reference)).toMatchObject({
      status: "review",
      reviewReason: "Paystack amount 100 kobo differs from the order's 1500000 kobo.",
    });

    const b = await pendingOrder(state.services!);
    const dollars = chargeSuccess(b.reference, { currency: "USD" });
    await send(dollars, signWebhook(dollars, secret));
    expect((await findOrder(state.services!.db, b.reference))?.status).toBe("review");
  });

  it("checks the signature over the bytes received: signed over them it is taken, over their re-encoded text refused", async () => {
    const order = await pendingOrder(state.services!);
    const [head, tail] = chargeSuccess(order.reference, { gateway_response: "SPLIT" }).split("SPLIT");
    // 0xFF is no UTF-8: decoded it becomes U+FFFD, which re-encodes as three other bytes.
    const bytes = Buffer.concat([Buffer.from(head!), Buffer.from([0xff]), Buffer.from(tail!)]);
    const reencoded = Buffer.from(new TextDecoder().decode(bytes), "utf8");
    const refused = await send(bytes, signWebhook(reencoded, secret));
    expect(refused.status).toBe(401);
    expect((await findOrder(state.services!.db, order.reference))?.status).toBe("pending");
    const taken = await send(bytes, signWebhook(bytes, secret));
    expect(taken.status).toBe(200);
    expect(await findOrder(state.services!.db, order.reference)).toMatchObject({
      status: "paid",
      payment: { gatewayResponse: "\uFFFD" },
    });
  });

  it("records a payment for a cancelled order as money to return, and emails the owner once", async () => {
    const order = await pendingOrder(state.services!);
    await changeOrderState(state.services!.db, {
      reference: order.reference,
      to: "cancelled",
      source: "owner",
      note: "Ordered twice",
    });
    const raw = chargeSuccess(order.reference);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (let i = 0; i < 3; i++) expect((await send(raw, signWebhook(raw, secret))).status).toBe(200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `Paystack's charge.success for ${order.reference} came while the order was cancelled: money to return.`,
    );
    warn.mockRestore();
    expect((await findOrder(state.services!.db, order.reference))?.status).toBe("cancelled");
    const last = (await orderEvents(state.services!.db, order.reference)).at(-1);
    expect(last).toMatchObject({
      from: "cancelled",
      to: "cancelled",
      source: "webhook",
      note: expect.stringMatching(/^Paystack took ₦15,000 \(reference HZL-\w+, transaction 1, paid .+ WAT\)/),
      details: { kind: "money-to-return", amount: 1_500_000 },
    });
    const emails = await state.services!.db.query<{ notice: string }>(
      "select notice from outbox where order_reference = $1",
      [order.reference],
    );
    expect(emails.map((e) => e.notice)).toEqual(["owner-money-to-return"]);
  });

  it.each([
    ["a missing signature", null],
    ["an empty signature", ""],
    ["a signature made with another key", "other"],
    ["a signature of another body", "other-body"],
  ])("answers 401 and changes nothing for %s", async (_name, kind) => {
    const order = await pendingOrder(state.services!);
    const raw = chargeSuccess(order.reference);
    const signature =
      kind === "other"
        ? signWebhook(raw, "sk_test_someoneelse")
        : kind === "other-body"
          ? signWebhook(chargeSuccess(order.reference, { amount: 1 }), secret)
          : kind;
    const response = await send(raw, signature);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid or missing x-paystack-signature." });
    expect((await findOrder(state.services!.db, order.reference))?.status).toBe("pending");
  });

  const signed = async (event: string, data: Record<string, unknown>) => {
    const raw = JSON.stringify({ event, data });
    return send(raw, signWebhook(raw, secret));
  };
  async function paidOrder() {
    const order = await pendingOrder(state.services!);
    await signed("charge.success", {
      id: 1,
      reference: order.reference,
      status: "success",
      amount: order.amountMinor,
      currency: "NGN",
    });
    return order;
  }
  const refundProcessed = (reference: string, amount: number | string, id: number) => ({
    status: "processed",
    transaction_reference: reference,
    refund_reference: null,
    amount,
    currency: "NGN",
    id,
    customer: { email: "shopper@example.com" },
  });

  it("records Paystack's refunds on the order, partial then whole, each counted once", async () => {
    const order = await paidOrder();
    expect((await signed("refund.pending", refundProcessed(order.reference, 500_000, 7))).status).toBe(200);
    expect((await findOrder(state.services!.db, order.reference))?.status).toBe("paid");

    await signed("refund.processed", refundProcessed(order.reference, "500000", 7));
    await signed("refund.processed", refundProcessed(order.reference, "500000", 7));
    expect(await findOrder(state.services!.db, order.reference)).toMatchObject({
      status: "partially_refunded",
      refundedMinor: 500_000,
    });

    await signed("refund.processed", refundProcessed(order.reference, 1_000_000, 8));
    expect(await findOrder(state.services!.db, order.reference)).toMatchObject({
      status: "refunded",
      refundedMinor: 1_500_000,
    });
    const events = await orderEvents(state.services!.db, order.reference);
    expect(events.map((e) => [e.from, e.to, e.source, e.note])).toEqual([
      ["pending", "paid", "webhook", null],
      ["paid", "partially_refunded", "webhook", "Paystack refund: ₦5,000 refunded (₦5,000 in all)."],
      ["partially_refunded", "refunded", "webhook", "Paystack refund: ₦10,000 refunded (₦15,000 in all)."],
    ]);
  });

  it("ignores a refund of an order that never took money", async () => {
    const order = await pendingOrder(state.services!);
    expect((await signed("refund.processed", refundProcessed(order.reference, 100, 9))).status).toBe(200);
    expect(await findOrder(state.services!.db, order.reference)).toMatchObject({ status: "pending", refundedMinor: 0 });
  });

  it("marks a disputed order, and returns it to where it was when the shop wins", async () => {
    const order = await paidOrder();
    const dispute = (status: string, resolution: string | null) => ({
      id: 42,
      refund_amount: 1_500_000,
      currency: "NGN",
      status,
      resolution,
      category: "chargeback",
      transaction: { id: 1, reference: order.reference, amount: 1_500_000 },
    });
    await signed("charge.dispute.create", dispute("awaiting-merchant-feedback", null));
    expect(await findOrder(state.services!.db, order.reference)).toMatchObject({
      status: "disputed",
      disputeNote: "Dispute 42 opened (chargeback) for ₦15,000: awaiting-merchant-feedback.",
    });
    await signed("charge.dispute.resolve", dispute("resolved", "declined"));
    expect(await findOrder(state.services!.db, order.reference)).toMatchObject({ status: "paid", disputeNote: null });

    const lost = await paidOrder();
    const lostDispute = {
      ...dispute("resolved", "merchant-accepted"),
      id: 43,
      transaction: { reference: lost.reference },
    };
    await signed("charge.dispute.create", { ...lostDispute, status: "awaiting-merchant-feedback", resolution: null });
    await signed("charge.dispute.resolve", lostDispute);
    expect(await findOrder(state.services!.db, lost.reference)).toMatchObject({
      status: "refunded",
      refundedMinor: 1_500_000,
      disputeNote: null,
    });
  });

  it("answers 400 for a signed refund or dispute that lacks its data", async () => {
    expect((await signed("refund.processed", { amount: 1 })).status).toBe(400);
    expect((await signed("charge.dispute.create", { id: 1 })).status).toBe(400);
  });

  it("acknowledges other events and references that are not the shop's", async () => {
    const other = JSON.stringify({ event: "transfer.success", data: {} });
    expect((await send(other, signWebhook(other, secret))).status).toBe(200);
    const foreign = chargeSuccess("T123456789");
    expect((await send(foreign, signWebhook(foreign, secret))).status).toBe(200);
  });

  it("answers 400 for a signed body that is not a Paystack event, 413 for an oversized one", async () => {
    const bad = "not json";
    expect((await send(bad, signWebhook(bad, secret))).status).toBe(400);
    const huge = JSON.stringify({ event: "x", data: "y".repeat(200_000) });
    expect((await send(huge, signWebhook(huge, secret))).status).toBe(413);
  });
});

describe("the webhook in demo mode", () => {
  it("answers 401: with no secret key no signature can be checked", async () => {
    const t = await createTestServices("pglite", { demo: true });
    state.services = t.services;
    try {
      const order = await pendingOrder(t.services);
      const raw = chargeSuccess(order.reference);
      expect((await send(raw, signWebhook(raw, ""))).status).toBe(401);
      expect((await findOrder(t.services.db, order.reference))?.status).toBe("pending");
    } finally {
      await t.dispose();
    }
  });
  it("answers 415 for a body that is not JSON, before reading it", async () => {
    const raw = chargeSuccess("HZL-222222222222");
    expect((await send(raw, signWebhook(raw, secret), "text/plain")).status).toBe(415);
  });
});
