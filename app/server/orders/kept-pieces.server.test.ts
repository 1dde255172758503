// A ready-to-wear piece of an order paid in parts keeps its stock hold until the order is paid in
// full (docs/decisions/302-a-collections-plan-and-a-hold-kept-till-paid.md): after the first part it
// is still held, sold to no one else and never lapsing; the last part (by card or by transfer to her
// own account) sells it; a cancelled plan gives it back.
import { expect, it } from "vitest";
import { nairaUnits } from "~/features/currency";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { gownPlanQuote } from "~/server/pay-plans/test-plan-quote";
import { transferEvent } from "../../../test-fakes/paystack";
import { placeOrder } from "../checkout/place-order.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { availableStock, holdsOfProduct, releaseLapsedHolds, setStock } from "../stock/store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { ensureTransferAccount } from "../transfers/assign.server";
import { changeOrderState } from "./change-state.server";
import { confirmPayment } from "./confirm-payment.server";
import { placeQuote } from "./place-quote.server";
import { findOrder } from "./store/index.server";
import { balanceView } from "~/admin/orders/order-balance.server";
import { paidOnPaystack } from "./test-card-payment.server";

const BB = 42; // BB Ensemble, ready to wear, ₦15,000

const quote = (email: string) => gownPlanQuote(email, { lines: [{ productId: BB, size: "M", quantity: 1 }] });

describeOnBothDatabases("a ready-to-wear piece kept until its plan is paid in full, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();

  const placeOn = async (email: string) => {
    await setStock(services.db, BB, { M: 1 });
    const placed = await placeQuote(services, quote(email));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    return placed.order.reference;
  };
  const payByCard = async (reference: string) => {
    const payment = await paidOnPaystack(services, fake, reference);
    await confirmPayment(services, payment.reference);
  };
  const states = async (reference: string) =>
    (await services.db.query<{ state: string }>("select state from stock_holds where reference = $1", [reference])).map(
      (r) => r.state,
    );
  const count = async () =>
    (
      await services.db.query<{ on_hand: number; held: number }>(
        "select on_hand, held from stock where product_id = $1 and size = 'M'",
        [BB],
      )
    )[0];

  it("stays held after the first part, is sold to no one else, and is sold with the last part", async () => {
    const email = "kept-bride@example.com";
    const reference = await placeOn(email);
    await payByCard(reference);
    expect(await states(reference)).toEqual(["kept"]);
    expect(await count()).toEqual({ on_hand: 1, held: 1 });
    expect((await availableStock(services.db, [BB])).get(BB)).toEqual({ M: 0 });
    expect(await holdsOfProduct(services.db, BB)).toEqual([{ reference, size: "M", quantity: 1, lapsesAt: null }]);
    // The owner's order page says what the hold waits for.
    const owner = await balanceView(services.db, services.env, (await findOrder(services.db, reference))!);
    expect(owner.keptPieces).toBe(
      "held for her, sold to no one else, until she has paid in full: ₦549,000 still to pay",
    );
    // Its hold never lapses while the plan runs.
    await services.db.query("update stock_holds set lapses_at = now() - interval '1 day' where reference = $1", [
      reference,
    ]);
    await releaseLapsedHolds(services.db);
    expect(await states(reference)).toEqual(["kept"]);
    // No one else can buy it.
    const other = await placeOrder(
      services,
      {
        customer: createCustomerForm({ email: "someone@example.com" }),
        lines: [{ productId: BB, size: "M", quantity: 1 }],
      },
      { clientAddress: "198.51.100.90" },
    );
    expect(other).toMatchObject({ ok: false, unavailable: [{ productId: BB, soldOut: true }] });

    await payByCard(reference);
    expect(await states(reference)).toEqual(["kept"]);
    expect(await count()).toEqual({ on_hand: 1, held: 1 });

    // The last part by transfer to her own account: paid in full, the piece is sold.
    await ensureTransferAccount(services, email);
    const made = fake.customers.get(email)!;
    const signed = transferEvent({
      accountNumber: made.account!.account_number,
      customerCode: made.customer_code,
      amount: nairaUnits(274_500),
      reference: `KEPT-${reference}`,
    });
    expect((await handleWebhook(services, Buffer.from(signed.body, "utf8"), signed.signature)).message).toBe(
      "Transfer applied.",
    );
    expect(await states(reference)).toEqual(["sold"]);
    expect(await count()).toEqual({ on_hand: 0, held: 0 });
    const paid = await balanceView(services.db, services.env, (await findOrder(services.db, reference))!);
    expect(paid.keptPieces).toBeNull();
  });

  it("is sold when the last part is paid by card", async () => {
    const reference = await placeOn("card-bride@example.com");
    await payByCard(reference);
    await payByCard(reference);
    expect(await states(reference)).toEqual(["kept"]);
    await payByCard(reference);
    expect(await states(reference)).toEqual(["sold"]);
    expect(await count()).toEqual({ on_hand: 0, held: 0 });
  });

  it("goes back on sale when the plan is cancelled", async () => {
    const reference = await placeOn("cancelling-bride@example.com");
    await payByCard(reference);
    expect(await states(reference)).toEqual(["kept"]);
    const cancelled = await changeOrderState(services.db, { reference, to: "cancelled", source: "owner" });
    expect(cancelled.kind).toBe("changed");
    expect(await states(reference)).toEqual(["released"]);
    expect(await count()).toEqual({ on_hand: 1, held: 0 });
  });
});
