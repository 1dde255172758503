import { beforeAll, expect, it, vi } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { standing } from "~/features/payments";
import { placeOrder } from "~/server/checkout/place-order.server";
import { payTestBalance } from "~/server/orders/test-balance.server";
import { findOrder } from "~/server/orders/store/index.server";
import { paymentsOf } from "~/server/payments/store.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { saveDollarSetting } from "~/server/dollars/store.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action, loader } from "./order";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const LOOK_1 = 25; // made to order, ₦1,100,000: ₦825,000 now, ₦275,000 later

const press = async (reference: string, intent: string) => {
  try {
    return await action({
      request: new Request(`http://shop.test/order/${reference}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent }).toString(),
      }),
      params: { reference },
      context: {},
    } as Parameters<typeof action>[0]);
  } catch (thrown) {
    return thrown;
  }
};
const page = async (reference: string) =>
  (
    (await loader({
      request: new Request(`http://shop.test/order/${reference}`),
      params: { reference },
      context: {},
    } as Parameters<typeof loader>[0])) as unknown as {
      data: { payment: Record<string, unknown> | null; balance: Record<string, unknown> | null };
    }
  ).data;

describeOnBothDatabases("a deposit order in demo mode (no Paystack keys), on %s", (suite) => {
  const services = suite.services({ demo: true });
  beforeAll(async () => {
    state.services = services;
  });

  const placeDeposit = async (n: number) => {
    const placed = await placeOrder(
      state.services!,
      {
        customer: createCustomerForm(),
        lines: [{ productId: LOOK_1, size: "M", quantity: 1 }],
        delivery: "pickup",
        payPlan: "deposit",
      },
      { clientAddress: `198.51.100.${n}` },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    return placed.order.reference;
  };

  it("is completed from its page: the test payment of the deposit, then of the balance, each once", async () => {
    const { db } = state.services!;
    const reference = await placeDeposit(30);
    expect((await findOrder(db, reference))?.isTest).toBe(true);
    // Her page says the deposit is due now and its test button names it: what the test payment then takes.
    expect((await page(reference)).payment).toMatchObject({
      amount: 82_500_000,
      words: expect.stringMatching(/^Deposit to pay now: ₦825,000 \(then ₦275,000 by \w+day \d{1,2} \w+\)$/),
      button: "Pay (test) ₦825,000",
    });
    expect((await press(reference, "test-pay")) as Response).toMatchObject({ status: 303 });
    expect((await findOrder(db, reference))?.status).toBe("paid");
    expect((await paymentsOf(db, reference)).map((p) => [p.kind, p.amount, p.status])).toEqual([
      ["deposit", 82_500_000, "succeeded"],
    ]);
    expect((await page(reference)).balance).toMatchObject({
      outstanding: 27_500_000,
      payable: false,
      testPayable: true,
      button: "Pay the balance (test) ₦275,000",
    });

    expect((await press(reference, "test-pay-balance")) as Response).toMatchObject({ status: 303 });
    const payments = await paymentsOf(db, reference);
    expect(payments.map((p) => [p.kind, p.amount, p.status])).toEqual([
      ["deposit", 82_500_000, "succeeded"],
      ["balance", 27_500_000, "succeeded"],
    ]);
    expect(standing(payments, 110_000_000)).toEqual({ paid: 110_000_000, outstanding: 0, overpaid: 0, stage: "paid" });
    expect((await page(reference)).balance).toMatchObject({ outstanding: 0, testPayable: false, button: null });
    // A second press pays nothing twice.
    expect(await press(reference, "test-pay-balance")).toMatchObject({ init: { status: 409 } });
    expect(await paymentsOf(db, reference)).toHaveLength(2);
  });

  it("pays no balance of a real order, nor one not owed yet, nor with keys set", async () => {
    const { db } = state.services!;
    const reference = await placeDeposit(31);
    // The deposit is not paid: what is owed first is the deposit, not the balance.
    expect(await payTestBalance(state.services!, reference)).toBe("refused");
    await press(reference, "test-pay");
    await db.query("update orders set is_test = false where reference = $1", [reference]);
    expect(await payTestBalance(state.services!, reference)).toBe("refused");
    await db.query("update orders set is_test = true where reference = $1", [reference]);
    const withKeys = {
      ...state.services!,
      env: { ...state.services!.env, PAYSTACK_SECRET_KEY: "sk_test_x", PAYSTACK_PUBLIC_KEY: "pk_test_x" },
    };
    expect(await payTestBalance(withKeys, reference)).toBe("refused");
    expect(await paymentsOf(db, reference)).toHaveLength(1);
    expect(await payTestBalance(state.services!, reference)).toBe("paid");
  });

  it("pays a dollar order's test balance in dollars: Paystack's word on it is in cents and USD", async () => {
    const { db } = state.services!;
    await saveDollarSetting(db, { allowed: true, nairaPerDollar: 1_500 });
    const placed = await placeOrder(
      state.services!,
      {
        customer: createCustomerForm({
          phone: "+44 7700 900123",
          address: "1 Example Street",
          city: "London",
          postcode: "SW1A 1AA",
          country: "United Kingdom",
          state: "London",
        }),
        lines: [{ productId: LOOK_1, size: "M", quantity: 1 }],
        delivery: "pickup",
        payPlan: "deposit",
      },
      { clientAddress: "198.51.100.32" },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    expect(placed.order.currency).toBe("USD");
    await press(reference, "test-pay");
    expect(await payTestBalance(state.services!, reference)).toBe("paid");
    const balance = (await paymentsOf(db, reference)).find((p) => p.kind === "balance")!;
    expect(balance.currency).toBe("USD");
    expect(balance.verdict).toMatchObject({ currency: "USD", amount: balance.amount });
    const { account } = await readOrderAccount(db, (await findOrder(db, reference))!);
    expect(account).toMatchObject({ currency: "USD", owedNow: 0, status: "paid-in-full" });
    await saveDollarSetting(db, { allowed: false, nairaPerDollar: 1_500 });
  });
});
