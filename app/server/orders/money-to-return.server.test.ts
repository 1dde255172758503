import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { parseEnv } from "../base/env.server";
import { Jobs } from "../base/jobs.server";
import { unchangingCatalogue } from "../catalogue/live.server";
import { createProductSearch } from "../search/product-search.server";
import { adminOrderView } from "../../admin/orders/order-view.server";
import { signWebhook, type PaystackRecord } from "../adapters/paystack.server";
import type { Services } from "../services.server";
import { changeOrderState } from "./change-state.server";
import { recordVerdict } from "./record-verdict.server";
import { findPayment } from "../payments/store.server";
import { findOrder, insertOrder, orderEvents } from "./store/index.server";
import { newReference } from "./new-order.server";
import { TEST_PAYSTACK_ENV } from "../test-services.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { findProductFacts } from "~/features/catalogue";
import { PhotoFiles } from "../photos/photo-files.server";

const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;
const priced = priceOrder([createLine()], findProductFacts);
const secret = TEST_PAYSTACK_ENV.PAYSTACK_SECRET_KEY;

describeOnBothDatabases("money an order does not take, on %s", (suite) => {
  const t = suite.database();
  let services: Services;
  beforeAll(async () => {
    services = {
      env: parseEnv({ NODE_ENV: "test", ...TEST_PAYSTACK_ENV }),
      db: t.db,
      jobs: new Jobs(),
      catalogue: unchangingCatalogue,
      search: createProductSearch(t.db),
      photos: new PhotoFiles("data/no-photos"),
    };
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
  });

  const place = async () =>
    (
      await insertOrder(t.db, {
        reference: newReference(),
        isTest: false,
        customer,
        items: priced.items,
        amountMinor: priced.amountMinor,
      })
    ).reference;
  const cancel = (reference: string) =>
    changeOrderState(t.db, { reference, to: "cancelled", source: "owner", note: "She changed her mind" });
  const charge = (reference: string, data: Partial<PaystackRecord> & Record<string, unknown> = {}) => ({
    id: 4099,
    reference,
    status: "success",
    amount: priced.amountMinor,
    currency: "NGN",
    paid_at: "2026-11-25T09:00:00.000Z",
    channel: "bank_transfer",
    ...data,
  });
  const webhook = (data: Record<string, unknown>) => {
    const body = Buffer.from(JSON.stringify({ event: "charge.success", data }));
    return handleWebhook(services, body, signWebhook(body, secret));
  };
  const notices = async (reference: string) =>
    (
      await t.db.query<{ notice: string; params: unknown }>(
        "select notice, params from outbox where order_reference = $1 order by id",
        [reference],
      )
    ).map((r) => ({ notice: r.notice, params: typeof r.params === "string" ? JSON.parse(r.params) : r.params }));

  it("records a payment for a cancelled order, shows it to return and emails the owner once, however many webhooks", async () => {
    const reference = await place();
    await cancel(reference);
    const answers = await Promise.all([1, 2, 3].map(() => webhook(charge(reference))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await webhook(charge(reference))).status).toBe(200);

    expect((await findOrder(t.db, reference))?.status).toBe("cancelled");
    const note =
      `Paystack took ₦15,000 (reference ${reference}, transaction 4099, paid 25 November 2026 at 10:00 WAT) ` +
      "while the order was cancelled: return it to the shopper.";
    const events = await orderEvents(t.db, reference);
    expect(events.map((e) => [e.from, e.to, e.source, e.note])).toEqual([
      ["pending", "cancelled", "owner", "She changed her mind"],
      ["cancelled", "cancelled", "webhook", note],
    ]);
    expect(await notices(reference)).toEqual([{ notice: "owner-money-to-return", params: { note } }]);

    const view = await adminOrderView(t.db, services.env, (await findOrder(t.db, reference))!);
    expect(view.moneyToReturn).toEqual([
      {
        amount: { amount: 1_500_000, currency: "NGN" },
        paystackReference: reference,
        transactionId: 4099,
        paidAt: "2026-11-25T09:00:00.000Z",
        returned: false,
      },
    ]);
    expect(view.emails).toEqual(["To you: money to return, not relayed: EMAILJS_ORDER_TEMPLATE_ID is not set"]);
    expect(view.history[0]).toMatchObject({ kind: "money-to-return", note });
  });

  it("records it when the owner cancels while the shop's re-check is asking Paystack", async () => {
    const reference = await place();
    const claimed = (await findPayment(t.db, reference))!;
    await cancel(reference);
    const tx = { ...charge(reference), paidAt: null, gatewayResponse: null, domain: "live" as const };
    const results = await Promise.all([
      recordVerdict(t.db, claimed, tx, "reconcile"),
      recordVerdict(t.db, claimed, tx, "reconcile"),
    ]);
    // The second finds the payment's word recorded: exactly once, whichever comes first.
    expect(results.map((r) => r.kind).sort()).toEqual(["money-to-return", "unchanged"]);
    expect(results.filter((r) => r.kind === "money-to-return" && r.isNew)).toHaveLength(1);
    expect((await notices(reference)).map((n) => n.notice)).toEqual(["owner-money-to-return"]);
  });

  it("keeps money of another amount on the review it causes, and adds nothing when it is seen again after a cancel", async () => {
    const reference = await place();
    await webhook(charge(reference, { amount: 100 }));
    expect(await findOrder(t.db, reference)).toMatchObject({
      status: "review",
      reviewReason: "Paystack amount 100 kobo differs from the order's 1500000 kobo.",
    });
    await cancel(reference);
    await webhook(charge(reference, { amount: 100 }));
    expect((await notices(reference)).map((n) => n.notice)).toEqual(["owner-review"]);
    const view = await adminOrderView(t.db, services.env, (await findOrder(t.db, reference))!);
    expect(view.moneyToReturn).toMatchObject([
      { amount: { amount: 100, currency: "NGN" }, paystackReference: reference, returned: false },
    ]);

    await changeOrderState(t.db, { reference, to: "refunded", source: "owner", refundedMinor: 100 });
    const after = await adminOrderView(t.db, services.env, (await findOrder(t.db, reference))!);
    expect(after.moneyToReturn).toMatchObject([{ amount: { amount: 100, currency: "NGN" }, returned: true }]);
  });

  it("takes a success for an order that took money as the same payment seen again", async () => {
    const reference = await place();
    await webhook(charge(reference));
    await changeOrderState(t.db, { reference, to: "cancelled", source: "owner", note: "Out of fabric" });
    await webhook(charge(reference));
    expect((await notices(reference)).map((n) => n.notice)).toEqual(["owner-paid", "customer-paid"]);
    const view = await adminOrderView(t.db, services.env, (await findOrder(t.db, reference))!);
    expect(view.moneyToReturn).toEqual([]);
  });
});
