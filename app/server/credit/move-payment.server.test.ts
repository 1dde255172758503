import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { entriesOfOrder } from "./store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { paymentsOf, setPaymentStatus } from "../payments/store.server";
import { changeOrderState } from "../orders/change-state.server";
import { movableOf, movePayment, moveTargets } from "./move-payment.server";
import { newReference } from "../orders/new-order.server";
import { findOrder, insertOrder } from "../orders/store/index.server";

const key = () => randomBytes(16).toString("hex");
const line = (price: number) =>
  [{ productId: 37, name: "Coral Dress", size: "M", quantity: 1, unitPrice: price, lineTotal: price }] as never;

describeOnBothDatabases("moving a cancelled order's payment on %s", (suite) => {
  const t = suite.database();

  const order = (email: string, price: number) =>
    insertOrder(t.db, {
      reference: newReference(),
      isTest: true,
      customer: { ...createCustomerForm({ email }), email } as never,
      items: line(price),
      amountMinor: price,
    });

  /** An order Paystack paid, then cancelled by the owner (its money kept by the shop). */
  async function cancelledPaid(email: string, price: number) {
    const o = await order(email, price);
    await setPaymentStatus(t.db, o.reference, "succeeded");
    await changeOrderState(t.db, { reference: o.reference, to: "paid", source: "verify" });
    await changeOrderState(t.db, { reference: o.reference, to: "cancelled", source: "owner", note: "Wrong size" });
    return (await findOrder(t.db, o.reference))!;
  }

  it("moves the payment to her unpaid orders as ledger rows, once per form, never more than was paid", async () => {
    const email = `move-${key().slice(0, 6)}@example.com`;
    const from = await cancelledPaid(email, 2_500_000);
    const first = await order(email, 1_800_000);
    const second = await order(email, 1_000_000);
    await order(`someone-else-${key().slice(0, 6)}@example.com`, 500_000);
    expect((await moveTargets(t.db, from)).map((o) => o.reference).sort()).toEqual(
      [first.reference, second.reference].sort(),
    );
    const form = { to: first.reference, reason: "She chose another dress", key: key() };
    expect(await movePayment(t.db, from.reference, form, "admin 1a2b")).toEqual({
      kind: "moved",
      amount: 1_800_000,
      paid: true,
    });
    expect(await movePayment(t.db, from.reference, form, "admin 1a2b")).toEqual({ kind: "replayed" });
    expect((await findOrder(t.db, first.reference))?.status).toBe("paid");
    expect((await paymentsOf(t.db, first.reference)).map((p) => [p.kind, p.status, p.amount])).toEqual([
      ["credit", "succeeded", 1_800_000],
    ]);
    expect(await movableOf(t.db, from)).toBe(700_000);

    // The ₦7,000 left pays part of the next: it waits for the ₦3,000 rest.
    const part = await movePayment(t.db, from.reference, { ...form, to: second.reference, key: key() }, "admin");
    expect(part).toEqual({ kind: "moved", amount: 700_000, paid: false });
    expect((await findOrder(t.db, second.reference))?.status).toBe("pending");
    expect((await paymentsOf(t.db, second.reference)).map((p) => [p.attempt, p.kind, p.status, p.amount])).toEqual([
      [1, "full", "open", 300_000],
      [2, "credit", "succeeded", 700_000],
    ]);
    expect(await movableOf(t.db, from)).toBe(0);
    const rows = await entriesOfOrder(t.db, from.reference);
    expect(rows.map((r) => [r.kind, r.amount, r.who])).toEqual([
      ["issued", 1_800_000, "admin 1a2b"],
      ["issued", 700_000, "admin"],
    ]);
    expect((await entriesOfOrder(t.db, second.reference)).map((r) => [r.kind, r.amount])).toEqual([
      ["spent", -700_000],
    ]);
  });

  it("refuses another shopper's order, an order not cancelled, past the month and without a reason", async () => {
    const email = `refuse-${key().slice(0, 6)}@example.com`;
    const from = await cancelledPaid(email, 2_500_000);
    const stranger = await order(`x-${key().slice(0, 6)}@example.com`, 500_000);
    const mine = await order(email, 500_000);
    const ask = (to: string, extra: Partial<{ reason: string }> = {}, now?: Date) =>
      movePayment(t.db, from.reference, { to, reason: "She asked", key: key(), ...extra }, "admin", now);
    expect(await ask(stranger.reference)).toMatchObject({
      kind: "refused",
      errors: { to: expect.stringMatching(/this shopper's unpaid orders/) },
    });
    expect(await ask(mine.reference, { reason: "" })).toMatchObject({ errors: { reason: "Say why, in a few words." } });
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await ask(mine.reference, {}, later)).toMatchObject({
      errors: { to: expect.stringMatching(/past the terms' one month/) },
    });
    expect(
      await movePayment(t.db, mine.reference, { to: from.reference, reason: "Backwards", key: key() }, "admin"),
    ).toMatchObject({ errors: { to: "Only a cancelled order's payment can be moved." } });
    expect((await findOrder(t.db, mine.reference))?.status).toBe("pending");
  });
});
