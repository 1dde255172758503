// An attacker's ways at the counted pieces: sizes a product does not come in, a line without a
// size, orders placed to hold pieces without paying, and refusals read to learn the shop's counts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildCatalogue, replaceCatalogue, seedRecords, type Size } from "~/features/catalogue";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { signWebhook } from "../adapters/paystack.server";
import { availableStock, releaseLapsedHolds, setStock } from "../stock/store/index.server";
import { confirmPayment } from "../orders/confirm-payment.server";
import { placeOrder } from "./place-order.server";
import { findOrder } from "../orders/store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { saveCapacity } from "../atelier/store.server";
import { forgetQueueFacts } from "../atelier/queue.server";

const coral = 37; // Coral Dress, ready to wear
const rigel = 5; // Rigel Dress, made to order
const mint = 38;
let addresses = 0;
let emails = 0;
let payments = 0;
let references = 0;

describeOnBothDatabases("the counted pieces against an attacker, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  beforeEach(() =>
    services.db.exec(
      "delete from stock; delete from stock_holds; delete from order_events; delete from outbox; delete from payments; delete from orders;",
    ),
  );
  afterEach(() => replaceCatalogue(buildCatalogue(seedRecords)));

  const count = (productId: number, counts: Partial<Record<Size, number>>) =>
    services.db.transaction((tx) => setStock(tx, productId, counts));
  const left = async (productId = coral) => (await availableStock(services.db, [productId])).get(productId) ?? {};
  const nextReference = () => `HZL-${String(++references).padStart(12, "2").replace(/[01]/g, "3")}`;
  const stranger = () => ({ address: `198.51.100.${++addresses % 250}`, email: `shopper${++emails}@example.com` });
  const place = (
    lines: { productId: number; size: Size | ""; quantity: number }[],
    who = stranger(),
    opts: { reference?: string; now?: Date } = {},
  ) =>
    placeOrder(
      services,
      { customer: createCustomerForm({ email: who.email }), lines },
      { clientAddress: who.address, makeReference: () => opts.reference ?? nextReference(), now: opts.now },
    );
  const stored = async () => (await services.db.query<{ n: number }>("select count(*)::int as n from orders"))[0]?.n;
  const holds = async () =>
    (await services.db.query<{ n: number }>("select count(*)::int as n from stock_holds"))[0]?.n;
  const webhookPaid = (reference: string, amount = 2_500_000) => {
    const raw = JSON.stringify({
      event: "charge.success",
      data: { id: ++payments, reference, status: "success", amount, currency: "NGN" },
    });
    return handleWebhook(services, new TextEncoder().encode(raw), signWebhook(raw, services.env.PAYSTACK_SECRET_KEY!));
  };
  const paidOrders = async () =>
    (await services.db.query<{ n: number }>("select count(*)::int as n from orders where paid_at is not null"))[0]?.n;

  describe("only offered sizes", () => {
    it("refuses a size the product does not come in, naming it and its sizes; nothing is stored or sold", async () => {
      const records = seedRecords.products.map((p) =>
        p.id === coral ? { ...p, sizes: ["S", "M", "L"] as Size[] } : p,
      );
      replaceCatalogue(buildCatalogue({ ...seedRecords, products: records }));
      await count(coral, { M: 2 });
      const reference = nextReference();
      const result = await place([{ productId: coral, size: "XL", quantity: 1 }], stranger(), { reference });
      expect(result).toEqual({
        ok: false,
        message: expect.stringMatching(/^The Coral Dress does not come in size XL: it comes in size S, M or L\. /),
      });
      expect([await stored(), await holds()]).toEqual([0, 0]);
      // Paystack's word for the refused order's reference sells nothing.
      expect((await webhookPaid(reference)).message).toBe("Ignored: not an order of this shop.");
      expect(await paidOrders()).toBe(0);
      expect(await left()).toEqual({ M: 2 });
    });

    it("refuses a line without a size on a product that has sizes, so no paid order skips the count", async () => {
      await count(coral, { M: 1 });
      const reference = nextReference();
      const result = await place([{ productId: coral, size: "", quantity: 1 }], stranger(), { reference });
      expect(result).toEqual({
        ok: false,
        message: expect.stringMatching(
          /^Choose a size for the Coral Dress: it comes in size XS, S, M, L, XL, 2XL or 3XL\. /,
        ),
      });
      expect([await stored(), await holds()]).toEqual([0, 0]);
      await webhookPaid(reference);
      expect(await paidOrders()).toBe(0);
      expect(await left()).toEqual({ M: 1 });
    });
  });

  describe("how long a hold lasts", () => {
    const lapsesAt = async (reference: string) =>
      (
        await services.db.query<{ lapses_at: Date }>("select lapses_at from stock_holds where reference = $1", [
          reference,
        ])
      )[0]?.lapses_at;

    it("30 minutes from placing, not the order's 72 hours", async () => {
      await count(coral, { M: 1 });
      const now = new Date();
      const result = await place([{ productId: coral, size: "M", quantity: 1 }], stranger(), { now });
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect((await lapsesAt(result.order.reference))?.getTime()).toBe(now.getTime() + 30 * 60_000);
    });

    it("the piece of an order unpaid after 30 minutes is sold to the next shopper; the late payment waits in review", async () => {
      await count(coral, { M: 1 });
      const late = await place([{ productId: coral, size: "M", quantity: 1 }], stranger(), {
        now: new Date(Date.now() - 31 * 60_000),
      });
      if (!late.ok) throw new Error(JSON.stringify(late));
      expect(await releaseLapsedHolds(services.db)).toBe(1);
      expect(await left()).toEqual({ M: 1 });
      const next = await place([{ productId: coral, size: "M", quantity: 1 }]);
      if (!next.ok) throw new Error(JSON.stringify(next));
      await webhookPaid(late.order.reference, late.order.amountMinor);
      await webhookPaid(next.order.reference, next.order.amountMinor);
      expect(await findOrder(services.db, late.order.reference)).toMatchObject({
        status: "review",
        reviewReason: expect.stringContaining("Paid after its hold on the pieces had lapsed"),
      });
      expect((await findOrder(services.db, next.order.reference))?.status).toBe("paid");
      // One piece, one shopper paid for it.
      const [shelf] = await services.db.query("select on_hand, held from stock where product_id = $1", [coral]);
      expect(shelf).toEqual({ on_hand: 0, held: 0 });
    });

    it("is renewed for two hours while Paystack reports a bank transfer on its way", async () => {
      await count(coral, { M: 1 });
      const result = await place([{ productId: coral, size: "M", quantity: 1 }]);
      if (!result.ok) throw new Error(JSON.stringify(result));
      const { reference, amountMinor } = result.order;
      fake.transactions.set(reference, { reference, status: "ongoing", amount: amountMinor, currency: "NGN" });
      const before = Date.now();
      expect(await confirmPayment(services, reference)).toMatchObject({ order: { status: "pending" } });
      const renewed = (await lapsesAt(reference))!.getTime();
      expect(renewed).toBeGreaterThanOrEqual(before + 2 * 3600_000);
      expect(renewed).toBeLessThanOrEqual(Date.now() + 2 * 3600_000);
    });

    it("is not renewed by a payment that failed", async () => {
      await count(coral, { M: 1 });
      const now = new Date();
      const result = await place([{ productId: coral, size: "M", quantity: 1 }], stranger(), { now });
      if (!result.ok) throw new Error(JSON.stringify(result));
      const { reference, amountMinor } = result.order;
      fake.transactions.set(reference, { reference, status: "failed", amount: amountMinor, currency: "NGN" });
      await confirmPayment(services, reference);
      expect((await lapsesAt(reference))?.getTime()).toBe(now.getTime() + 30 * 60_000);
    });
  });

  describe("how many pieces one shopper may hold", () => {
    it("3 of one counted size in one order; more is refused and nothing is held", async () => {
      await count(coral, { M: 10 });
      const result = await place([{ productId: coral, size: "M", quantity: 4 }]);
      expect(result).toEqual({
        ok: false,
        message: expect.stringContaining(
          "An order can hold at most 3 pieces of one size: the Coral Dress in size M (it asks for 4).",
        ),
      });
      expect([await stored(), await holds()]).toEqual([0, 0]);
      expect(await left()).toEqual({ M: 10 });
      expect((await place([{ productId: coral, size: "M", quantity: 3 }])).ok).toBe(true);
    });

    it("a size not counted (made to order, or not set) is not limited", async () => {
      expect((await place([{ productId: coral, size: "M", quantity: 10 }])).ok).toBe(true);
    });

    it.each([
      ["one email from two connections", (i: number) => ({ address: `203.0.113.${i}`, email: "hoarder@example.com" })],
      ["one connection with two emails", (i: number) => ({ address: "203.0.113.9", email: `hoarder${i}@example.com` })],
    ])("3 of one size across the unpaid orders of %s", async (_name, who) => {
      await count(coral, { M: 10, L: 10 });
      expect((await place([{ productId: coral, size: "M", quantity: 2 }], who(1))).ok).toBe(true);
      const refused = await place([{ productId: coral, size: "M", quantity: 2 }], who(2));
      expect(refused).toEqual({
        ok: false,
        message: expect.stringContaining(
          "Orders awaiting payment from your connection or email address already hold 2 of the Coral Dress in size M",
        ),
      });
      expect(await left()).toEqual({ M: 8, L: 10 });
      expect((await place([{ productId: coral, size: "L", quantity: 3 }], who(2))).ok).toBe(true);
      // Someone else is not held back by her orders.
      expect((await place([{ productId: coral, size: "M", quantity: 3 }])).ok).toBe(true);
    });

    it("10 counted pieces across one shopper's unpaid orders, so no one order of many lines empties the shop", async () => {
      await count(coral, { S: 5, M: 5, L: 5, XL: 5 });
      await count(mint, { S: 5, M: 5, L: 5, XL: 5 });
      const hoarder = { address: "203.0.113.20", email: "many@example.com" };
      const lines = (["S", "M", "L", "XL"] as const).flatMap((size) => [
        { productId: coral, size, quantity: 3 },
        { productId: mint, size, quantity: 3 },
      ]);
      const refused = await place(lines, hoarder);
      expect(refused).toEqual({
        ok: false,
        message: expect.stringContaining("would hold 24 ready-to-wear pieces, and together they can hold at most 10"),
      });
      expect([await stored(), await holds()]).toEqual([0, 0]);
      expect((await place(lines.slice(0, 3), hoarder)).ok).toBe(true);
      expect((await place([{ productId: mint, size: "L", quantity: 2 }], hoarder)).ok).toBe(false);
      expect((await place([{ productId: mint, size: "L", quantity: 1 }], hoarder)).ok).toBe(true);
    });

    it("counts two orders placed at once by one shopper against each other", async () => {
      await count(coral, { M: 10 });
      const who = (i: number) => ({ address: `203.0.113.${30 + i}`, email: "twice@example.com" });
      const results = await Promise.all(
        [1, 2, 3].map((i) => place([{ productId: coral, size: "M", quantity: 2 }], who(i))),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await left()).toEqual({ M: 8 });
    });

    it("frees her limit once an order is paid", async () => {
      await count(coral, { M: 10 });
      const who = { address: "203.0.113.40", email: "paid@example.com" };
      const first = await place([{ productId: coral, size: "M", quantity: 3 }], who);
      if (!first.ok) throw new Error(JSON.stringify(first));
      await webhookPaid(first.order.reference, first.order.amountMinor);
      expect((await place([{ productId: coral, size: "M", quantity: 3 }], who)).ok).toBe(true);
    });
  });

  describe("how many made-to-order pieces one shopper may hold places for", () => {
    const weekLoad = async () =>
      (await services.db.query<{ n: number }>("select coalesce(sum(pieces), 0)::int as n from queue_weeks"))[0]?.n;
    beforeEach(async () => {
      await saveCapacity(services.db, { weekly: 100, express: 5 });
      forgetQueueFacts();
    });

    it("refuses more than 6 made-to-order pieces in one order, in words; nothing is stored or booked", async () => {
      const result = await place([{ productId: rigel, size: "M", quantity: 7 }]);
      expect(result).toEqual({
        ok: false,
        message:
          "An order can hold at most 6 made-to-order pieces, and this one asks for 7. Order fewer pieces and place the order again; for more, write to the shop. Nothing was charged.",
      });
      expect(await stored()).toBe(0);
      expect(await weekLoad()).toBe(0);
      expect((await place([{ productId: rigel, size: "M", quantity: 6 }])).ok).toBe(true);
    });

    it("counts the places one connection's unpaid orders hold, whatever their emails; paying one frees her", async () => {
      const me = stranger();
      const first = await place([{ productId: rigel, size: "M", quantity: 3 }], me);
      const second = await place([{ productId: rigel, size: "L", quantity: 2 }], { ...me, email: "other@example.com" });
      expect([first.ok, second.ok]).toEqual([true, true]);
      const refusal = (n: number) => ({
        ok: false,
        message: `Orders awaiting payment from your connection would hold ${n} made-to-order pieces, and together they can hold at most 6. Pay for them, or let them lapse, then place this order again. Nothing was charged.`,
      });
      // Her connection: both orders count.
      const sameConnection = { ...me, email: "third@example.com" };
      expect(await place([{ productId: rigel, size: "S", quantity: 2 }], sameConnection)).toEqual(refusal(7));
      // Her email from another connection: an email is anyone's word, the connection's places count.
      const sameEmail = { ...stranger(), email: "other@example.com" };
      expect((await place([{ productId: rigel, size: "S", quantity: 5 }], sameEmail)).ok).toBe(true);
      expect(await stored()).toBe(3);
      expect(await weekLoad()).toBe(10);
      if (!first.ok) throw new Error("first refused");
      await webhookPaid(first.order.reference, first.order.amountMinor);
      expect(await paidOrders()).toBe(1);
      expect((await place([{ productId: rigel, size: "S", quantity: 2 }], sameConnection)).ok).toBe(true);
    });
  });

  describe("a refusal", () => {
    it("says a few are left, never how many", async () => {
      await count(coral, { M: 2, L: 0 });
      const result = await place([
        { productId: coral, size: "M", quantity: 3 },
        { productId: coral, size: "L", quantity: 1 },
      ]);
      expect(result).toEqual({
        ok: false,
        message:
          "Sorry, only a few of the Coral Dress in size M are left, fewer than the 3 you asked for; Coral Dress in size L has sold out. Change your cart, then place the order again; nothing was charged.",
        unavailable: [
          { productId: coral, name: "Coral Dress", size: "M", quantity: 3, soldOut: false },
          { productId: coral, name: "Coral Dress", size: "L", quantity: 1, soldOut: true },
        ],
      });
      expect(JSON.stringify(result)).not.toMatch(/\b2\b|"available"/);
    });
  });
});
