import { beforeEach, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { FULL_PAYMENT_REASONS, standing } from "~/features/payments";
import { insertNextPayment, paymentsOf } from "../payments/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { confirmPayment } from "./confirm-payment.server";
import { placeOrder } from "../checkout/place-order.server";
import { startPayment } from "./start-payment.server";
import { findOrder } from "./store/index.server";
import { noticeEmail } from "./notices.server";
import { readOrderAccount } from "../payments/account.server";
import { paystackConfig, verifyTransaction } from "../adapters/paystack.server";
import { recordVerdict } from "./record-verdict.server";
import { accountWords } from "~/features/order-account";

const LOOK_1 = 25; // Resurgence Look 1, made to order, ₦1,100,000
const BB_ENSEMBLE = 42; // HazelBee, ready to wear, on sale (₦15,000 of ₦30,000)
const AMBER = 38; // HazelBee, ready to wear, ₦20,000

describeOnBothDatabases("a deposit and its balance, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  let address = 0;
  // Each order from an address of its own, so the per-address limits never meet.
  beforeEach(() => void address++);

  const place = async (lines: { productId: number; size: string; quantity: number }[], payPlan = "deposit") => {
    const placed = await placeOrder(
      services,
      { customer: createCustomerForm(), lines, delivery: "pickup", payPlan },
      { clientAddress: `198.51.100.${address}` },
    );
    return placed;
  };
  const pay = (reference: string, kobo: number) =>
    fake.transactions.set(reference, { reference, status: "success", amount: kobo, currency: "NGN" });
  const look = [{ productId: LOOK_1, size: "M", quantity: 1 }];

  it("takes 75% first under the order's reference, then the balance by its own payment, each counted once", async () => {
    const placed = await place(look);
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    // The popup is opened for the deposit alone.
    expect(placed.order.amountMinor).toBe(82_500_000);
    const order = (await findOrder(services.db, reference))!;
    expect(order.deposit?.amount).toBe(82_500_000);
    expect(order.deposit?.balanceDueAt.getTime()).toBeGreaterThan(Date.now());
    expect(await paymentsOf(services.db, reference)).toMatchObject([
      { reference, kind: "deposit", amount: 82_500_000, status: "open" },
    ]);

    pay(reference, 82_500_000);
    expect(await confirmPayment(services, reference)).toMatchObject({ kind: "done", order: { status: "paid" } });
    await Promise.all(Array.from({ length: 4 }, () => confirmPayment(services, reference)));
    // Her email and the owner's say what the account says: the deposit paid, the rest and its day.
    const words = /^Deposit paid: ₦275,000 to pay by \w+day \d{1,2} \w+$/;
    for (const notice of ["customer-paid", "owner-paid"])
      expect(
        (await noticeEmail(services.db, { reference, notice, params: {} }, "https://hazel.example"))?.money,
      ).toMatch(words);
    expect(standing(await paymentsOf(services.db, reference), 110_000_000)).toMatchObject({
      paid: 82_500_000,
      outstanding: 27_500_000,
      stage: "part-paid",
    });

    await services.db.query("update orders set status = 'in_production' where reference = $1", [reference]);
    const started = await startPayment(services, reference, "http://shop.test", { address: "test", own: true });
    expect(started.kind).toBe("redirect");
    const balance = (await paymentsOf(services.db, reference))[1]!;
    expect(balance).toMatchObject({ reference: `${reference}-2`, kind: "balance", amount: 27_500_000 });

    pay(balance.reference, 27_500_000);
    await Promise.all(Array.from({ length: 5 }, () => confirmPayment(services, balance.reference)));
    const after = await paymentsOf(services.db, reference);
    expect(after.map((p) => p.status)).toEqual(["succeeded", "succeeded"]);
    expect(standing(after, 110_000_000)).toMatchObject({ paid: 110_000_000, outstanding: 0, stage: "paid" });
    // The balance moves no state: the order stays where the owner put it.
    expect((await findOrder(services.db, reference))?.status).toBe("in_production");
    // Nothing more to pay: the order page shows where it stands.
    expect((await startPayment(services, reference, "http://shop.test", { address: "test", own: true })).kind).toBe(
      "done",
    );
  });

  it("a balance paid twice is money to return, once", async () => {
    const placed = await place(look);
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    pay(reference, 82_500_000);
    await confirmPayment(services, reference);
    const [first, second] = await services.db.transaction(async (tx) => [
      await insertNextPayment(tx, { orderReference: reference, kind: "balance", amount: 27_500_000 }),
      await insertNextPayment(tx, { orderReference: reference, kind: "balance", amount: 27_500_000 }),
    ]);
    pay(first!.reference, 27_500_000);
    pay(second!.reference, 27_500_000);
    expect((await confirmPayment(services, first!.reference)).kind).toBe("done");
    await confirmPayment(services, second!.reference);
    const notices = await services.db.query<{ notice: string }>(
      "select notice from outbox where order_reference = $1 and notice = 'owner-money-to-return'",
      [reference],
    );
    expect(notices).toHaveLength(1);
    expect(standing(await paymentsOf(services.db, reference), 110_000_000).overpaid).toBe(27_500_000);
  });

  it("a deposit paid twice is money to return, once, and the account says so", async () => {
    const placed = await place(look);
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    const again = await services.db.transaction((tx) =>
      insertNextPayment(tx, { orderReference: reference, kind: "retry", amount: 82_500_000 }),
    );
    pay(reference, 82_500_000);
    pay(again!.reference, 82_500_000);
    expect(await confirmPayment(services, reference)).toMatchObject({ kind: "done", order: { status: "paid" } });
    // The second reaches the shop as Paystack's webhook and its re-check would bring it, twice.
    const said = await verifyTransaction(paystackConfig(services.env)!, again!.reference);
    if (said.kind !== "found") throw new Error("not found");
    await Promise.all([
      recordVerdict(services.db, again!, said.transaction, "webhook"),
      recordVerdict(services.db, again!, said.transaction, "reconcile"),
    ]);
    const notices = await services.db.query<{ notice: string }>(
      "select notice from outbox where order_reference = $1 and notice = 'owner-money-to-return'",
      [reference],
    );
    expect(notices).toHaveLength(1);
    const { account } = await readOrderAccount(services.db, (await findOrder(services.db, reference))!);
    expect(account).toMatchObject({ paid: 165_000_000, owedNow: 0, overpaid: 55_000_000, status: "overpaid" });
    expect(accountWords(account)).toBe("₦550,000 to return");
  });

  it("a deposit paid with another order's amount does not pay the order: it goes to review", async () => {
    const placed = await place(look);
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    pay(reference, 82_500);
    const result = await confirmPayment(services, reference);
    expect(result).toMatchObject({ kind: "done", order: { status: "review" } });
  });

  it("refuses a deposit on a cart with a ready-to-wear or a sale piece, saying why; in full it is placed as before", async () => {
    const onSale = [...look, { productId: BB_ENSEMBLE, size: "M", quantity: 1 }];
    expect(await place(onSale)).toEqual({ ok: false, message: `payPlan: ${FULL_PAYMENT_REASONS.sale}` });
    const mixed = [...look, { productId: AMBER, size: "M", quantity: 1 }];
    expect(await place(mixed)).toEqual({ ok: false, message: `payPlan: ${FULL_PAYMENT_REASONS.readyToWear}` });
    const full = await place(mixed, "full");
    if (!full.ok) throw new Error(JSON.stringify(full));
    expect(await paymentsOf(services.db, full.order.reference)).toMatchObject([{ kind: "full", amount: 112_000_000 }]);
    expect((await findOrder(services.db, full.order.reference))?.deposit).toBeUndefined();
  });
});
