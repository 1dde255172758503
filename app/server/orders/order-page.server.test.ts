import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { placeOrder } from "../checkout/place-order.server";
import type { Services } from "../services.server";
import { createTestServices } from "../test-services.server";
import { confirmPayment } from "./confirm-payment.server";
import { shopperOrderView } from "./order-page.server";
import { findOrder, stopReminders, remindersKeyOf } from "./store/index.server";

describe("the shopper's order page", () => {
  let services: Services;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ services, dispose } = await createTestServices("pglite", { demo: true }));
  });
  afterAll(() => dispose());

  const placed = async (n: number) => {
    const order = await placeOrder(
      services,
      {
        customer: createCustomerForm({ email: "ngozi@example.com" }),
        lines: [{ productId: 42, size: "M", quantity: 1 }],
      },
      { clientAddress: `198.51.100.${n}` },
    );
    if (!order.ok) throw new Error(JSON.stringify(order));
    return order.order.reference;
  };
  const view = async (reference: string) =>
    shopperOrderView(services.db, (await findOrder(services.db, reference))!, { demo: true });

  it("while unpaid: its email masked, the test payment offered, and reminders said to come (their key not in it)", async () => {
    const reference = await placed(1);
    expect(await view(reference)).toMatchObject({
      reference,
      status: "pending",
      email: "n••••@example.com",
      payment: { stage: "not-paid", demo: true },
      balance: null,
      remindersMayCome: true,
    });
    const key = (await remindersKeyOf(services.db, reference))!;
    expect(JSON.stringify(await view(reference))).not.toContain(key);
    await stopReminders(services.db, reference, key);
    expect((await view(reference)).remindersMayCome).toBe(false);
  });

  it("once paid: no payment to make and no reminders", async () => {
    const reference = await placed(2);
    expect((await confirmPayment(services, reference)).kind).toBe("done");
    expect(await view(reference)).toMatchObject({ status: "paid", payment: null, remindersMayCome: false });
  });
});
