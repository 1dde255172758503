import { beforeAll, expect, it, vi } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { standing } from "~/features/payments";
import { signWebhook } from "~/server/adapters/paystack.server";
import { placeOrder } from "~/server/checkout/place-order.server";
import { startPayment } from "~/server/orders/start-payment.server";
import { findOrder } from "~/server/orders/store/index.server";
import { paymentsOf } from "~/server/payments/store.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action } from "./api.paystack.webhook";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const LOOK_1 = 25; // Resurgence Look 1, made to order, ₦1,100,000: ₦825,000 now, ₦275,000 later

describeOnBothDatabases("Paystack's webhook for a deposit and its balance, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  beforeAll(async () => {
    state.services = services;
  });

  /** Paystack's charge.success for one payment, signed, as the shop's webhook receives it. */
  const chargeSuccess = async (reference: string, kobo: number) => {
    const raw = JSON.stringify({
      event: "charge.success",
      data: { id: 7, reference, status: "success", amount: kobo, currency: "NGN", channel: "card" },
    });
    const answer = await action({
      request: new Request("http://shop.test/api/paystack/webhook", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "x-paystack-signature": signWebhook(raw, fake.env.PAYSTACK_SECRET_KEY!),
        },
        body: raw,
      }),
      params: {},
      context: {},
    } as Parameters<typeof action>[0]);
    expect(answer.status).toBe(200);
  };
  const noticesOf = async (reference: string) =>
    (
      await state.services!.db.query<{ notice: string }>(
        "select notice from outbox where order_reference = $1 order by id",
        [reference],
      )
    ).map((r) => r.notice);

  it("counts the deposit and then the balance once each, each delivered twice: part-paid, then paid", async () => {
    const services = state.services!;
    const placed = await placeOrder(
      services,
      {
        customer: createCustomerForm(),
        lines: [{ productId: LOOK_1, size: "M", quantity: 1 }],
        delivery: "pickup",
        payPlan: "deposit",
      },
      { clientAddress: "198.51.100.20" },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;

    await chargeSuccess(reference, 82_500_000);
    await chargeSuccess(reference, 82_500_000);
    expect((await findOrder(services.db, reference))?.status).toBe("paid");
    expect(standing(await paymentsOf(services.db, reference), 110_000_000)).toEqual({
      paid: 82_500_000,
      outstanding: 27_500_000,
      overpaid: 0,
      stage: "part-paid",
    });

    // The balance, started from the order page, has its own reference.
    expect((await startPayment(services, reference, "http://shop.test", { address: "test", own: true })).kind).toBe(
      "redirect",
    );
    const balance = (await paymentsOf(services.db, reference))[1]!;
    expect(balance).toMatchObject({ reference: `${reference}-2`, kind: "balance", amount: 27_500_000, status: "open" });

    await chargeSuccess(balance.reference, 27_500_000);
    await chargeSuccess(balance.reference, 27_500_000);
    const payments = await paymentsOf(services.db, reference);
    expect(payments.map((p) => [p.reference, p.kind, p.status])).toEqual([
      [reference, "deposit", "succeeded"],
      [balance.reference, "balance", "succeeded"],
    ]);
    expect(standing(payments, 110_000_000)).toEqual({ paid: 110_000_000, outstanding: 0, overpaid: 0, stage: "paid" });
    // Counted once each: the shopper and the owner told once that it is paid, nothing to return.
    const notices = await noticesOf(reference);
    expect(notices.filter((n) => n === "customer-paid")).toHaveLength(1);
    expect(notices).not.toContain("owner-money-to-return");
    expect((await findOrder(services.db, reference))?.status).toBe("paid");
  });
});
