import { describe, expect, it } from "vitest";
import { signWebhook } from "../adapters/paystack.server";
import { codesWithBalances, entriesOfCodes } from "../credit/store.server";
import { giftCardAlertKey } from "./issue.server";
import { findGiftCard, giftCardAmounts, setGiftCardAmounts } from "./store.server";
import { claimDueRelay } from "../outbox/store.server";
import { createTestServices, TEST_PAYSTACK_ENV } from "../test-services.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { buyGiftCard } from "./buy-gift-card.server";
import { changeOrderState } from "../orders/change-state.server";
import { confirmPayment } from "../orders/confirm-payment.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { findOrder } from "../orders/store/index.server";
import { readOrderAccount } from "../payments/account.server";
import { productionDesk } from "~/admin/production/production-view.server";

const lagosDay = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10);
const daysFrom = (days: number) => lagosDay(new Date(Date.now() + days * 86_400_000));
let n = 0;
const form = (extra: Record<string, string> = {}) => ({
  amount: "25000",
  buyerName: "Ada Obi",
  buyerEmail: `ada-${++n}@example.com`,
  recipientName: "Ngozi",
  recipientEmail: `ngozi-${n}@example.com`,
  sendOn: daysFrom(0),
  message: "Happy birthday!",
  ...extra,
});
const chargeSuccess = (reference: string, amountMinor: number) =>
  JSON.stringify({
    event: "charge.success",
    data: { id: 7, reference, status: "success", amount: amountMinor, currency: "NGN" },
  });

describeOnBothDatabases("gift cards on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: "https://hazel.example" } });

  const webhook = (raw: string) =>
    handleWebhook(services, new TextEncoder().encode(raw), signWebhook(raw, TEST_PAYSTACK_ENV.PAYSTACK_SECRET_KEY));

  async function giftEmails(reference: string) {
    return services.db.query<{ params: Record<string, string> | string; next_attempt_at: Date }>(
      "select params, next_attempt_at from outbox where alert_key = $1",
      [giftCardAlertKey(reference)],
    );
  }

  it("stores the card, its order and its open payment before any call; a wrong field stores nothing", async () => {
    expect(await giftCardAmounts(services.db)).toEqual([10_000, 25_000, 50_000, 100_000]);
    const refused = await buyGiftCard(services, form({ amount: "12345", sendOn: "2020-01-01" }));
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      errors: { amount: "Choose one of the amounts.", sendOn: "Choose today or a later day." },
    });
    const bought = await buyGiftCard(services, form());
    if (!bought.ok) throw new Error("refused");
    const order = bought.order;
    expect(order).toMatchObject({ giftCard: true, status: "pending", amountMinor: 2_500_000 });
    expect(order.items).toEqual([
      {
        productId: 0,
        name: "Gift card ₦25,000",
        size: "",
        quantity: 1,
        unitPrice: 2_500_000,
        lineTotal: 2_500_000,
        giftCard: true,
      },
    ]);
    const [payment] = await services.db.query<{ status: string; amount: number | string }>(
      "select status, amount from payments where order_reference = $1",
      [order.reference],
    );
    expect({ ...payment, amount: Number(payment!.amount) }).toMatchObject({ status: "open", amount: 2_500_000 });
    expect(await findGiftCard(services.db, order.reference)).toMatchObject({ codeId: null, amount: 2_500_000 });
  });

  it("issues one gift code when paid, however often Paystack's word arrives (webhook twice, then the re-check)", async () => {
    const bought = await buyGiftCard(services, form());
    if (!bought.ok) throw new Error("refused");
    const { reference } = bought.order;
    const raw = chargeSuccess(reference, 2_500_000);
    expect((await webhook(raw)).status).toBe(200);
    expect((await webhook(raw)).status).toBe(200);
    await Promise.all([webhook(raw), webhook(raw)]);
    expect((await findOrder(services.db, reference))?.status).toBe("paid");
    // Paid, its order owes nothing (the code holds its money) and is no piece for the tailor.
    const { account } = await readOrderAccount(services.db, (await findOrder(services.db, reference))!);
    expect(account).toMatchObject({ owedNow: 0, status: "paid-in-full" });
    expect((await productionDesk(services.db)).orders.map((o) => o.reference)).not.toContain(reference);
    const card = await findGiftCard(services.db, reference);
    expect(card?.codeId).not.toBeNull();
    const code = (await codesWithBalances(services.db)).find((c) => c.id === card!.codeId);
    expect(code).toMatchObject({ kind: "gift", email: card!.recipientEmail, balance: 2_500_000 });
    const entries = await entriesOfCodes(services.db, [card!.codeId!]);
    expect(entries.map((e) => [e.kind, e.amount, e.orderReference])).toEqual([["issued", 2_500_000, reference]]);
    const emails = await giftEmails(reference);
    expect(emails).toHaveLength(1);
    const params = emails[0]!.params;
    const p = typeof params === "string" ? (JSON.parse(params) as Record<string, string>) : params;
    expect(p).toMatchObject({ to_email: card!.recipientEmail, to_name: "Ngozi", status: "gift card" });
    expect(p.order_summary).toContain("Ada Obi sent you a Hazel gift card of ₦25,000.");
    expect(p.order_summary).toContain("Their message: Happy birthday!");
    expect(p.order_summary).toMatch(/Your code: [0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/);
    // The owner moving it again (replayed as paid) issues nothing more.
    await changeOrderState(services.db, { reference, to: "paid", source: "owner" });
    expect((await codesWithBalances(services.db)).filter((c) => c.email === card!.recipientEmail)).toHaveLength(1);
  });

  it("queues a card for a later day not before 08:00 Lagos on that day, and the relay does not take it sooner", async () => {
    const sendOn = daysFrom(3);
    const bought = await buyGiftCard(services, form({ sendOn, recipientName: "", recipientEmail: "" }));
    if (!bought.ok) throw new Error("refused");
    const { reference } = bought.order;
    await webhook(chargeSuccess(reference, 2_500_000));
    const [email] = await giftEmails(reference);
    expect(new Date(email!.next_attempt_at).toISOString()).toBe(`${sendOn}T07:00:00.000Z`);
    const p = typeof email!.params === "string" ? (JSON.parse(email!.params) as Record<string, string>) : email!.params;
    expect(p.to_email).toBe(bought.order.customer.email); // no recipient: the buyer gets it
    // Every other due email taken first, the relay finds nothing due: the card's waits for its day.
    for (;;) {
      const due = await claimDueRelay(services.db, ["customer", "order", "messages", "lists"], 0);
      if (due === undefined) break;
      if (due !== "paced") {
        expect(due.subject === "alert" && due.alertKey).not.toBe(giftCardAlertKey(reference));
        await services.db.query("update outbox set status = 'sent' where id = $1", [due.outboxId]);
      }
    }
    const [row] = await services.db.query<{ status: string }>("select status from outbox where alert_key = $1", [
      giftCardAlertKey(reference),
    ]);
    expect(row?.status).toBe("pending");
  });

  it("counts a paid card's naira under gift cards on the home, never as a piece or made to measure", async () => {
    const bought = await buyGiftCard(services, form({ amount: "50000" }));
    if (!bought.ok) throw new Error("refused");
    const { reference } = bought.order;
    // Figures leave test orders out: this one is sold with live keys.
    await services.db.query("update orders set is_test = false where reference = $1", [reference]);
    await webhook(chargeSuccess(reference, 5_000_000));
    expect((await findOrder(services.db, reference))?.status).toBe("paid");
    const totals = await services.db.query<{ by: string; key: string; naira: string | number }>(
      "select by, key, naira from daily_sales_totals order by by, key",
    );
    expect(totals.map((r) => [r.by, r.key, Number(r.naira)])).toEqual([["collection", "gift cards", 50_000]]);
    expect(await services.db.query("select * from daily_piece_sales")).toEqual([]);
  });

  it("sells only the owner's amounts, and none once she empties them", async () => {
    await setGiftCardAmounts(services.db, [15_000]);
    expect((await buyGiftCard(services, form({ amount: "25000" }))).ok).toBe(false);
    expect((await buyGiftCard(services, form({ amount: "15000" }))).ok).toBe(true);
    await setGiftCardAmounts(services.db, []);
    expect(await buyGiftCard(services, form({ amount: "15000" }))).toMatchObject({
      ok: false,
      errors: { form: "Gift cards are not on sale just now." },
    });
    await setGiftCardAmounts(services.db, [10_000, 25_000, 50_000, 100_000]);
  });
});

describe("a gift card in demo mode", () => {
  it("is paid by the labelled test payment, which issues its code", async () => {
    const { services, dispose } = await createTestServices("pglite", { demo: true });
    try {
      const bought = await buyGiftCard(services, form());
      if (!bought.ok) throw new Error("refused");
      expect(bought.order.isTest).toBe(true);
      expect((await confirmPayment(services, bought.order.reference)).kind).toBe("done");
      expect((await findGiftCard(services.db, bought.order.reference))?.codeId).not.toBeNull();
    } finally {
      await dispose();
    }
  }, 120_000);
});
