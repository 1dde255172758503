// Pay small small at the checkout: an order placed on the plan of its dearest piece is frozen with
// its parts from the product's stored terms, in the order's transaction; a plan refused stores nothing.
import { expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { lagosToday } from "~/lib/lagos-clock";
import type { PlanTerms } from "~/features/pay-plans";
import { plansOfOrders } from "../pay-plans/store.server";
import { collectionPlans, keepCollectionPlan, keepProductPlan, productPlans } from "../pay-plans/product-plans.server";
import { findOrder } from "../orders/store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { placeOrder } from "./place-order.server";
import { plansForCheckout } from "./checkout-plan.server";

const LOOK_1 = { productId: 25, size: "M", quantity: 1 }; // made to order, ₦1,100,000, Resurgence
const forty: PlanTerms = { firstPercent: 40, parts: 3, anchor: "ready-by", fee: 500_000, cancel: { kind: "credit" } };

describeOnBothDatabases("an order placed on a product's plan, on %s", (suite) => {
  suite.paystack();
  const services = suite.services();
  const count = async (table: string) =>
    Number((await services.db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);
  const place = (address: string, more: Record<string, unknown> = {}) =>
    placeOrder(
      services,
      { customer: createCustomerForm(), lines: [LOOK_1], delivery: "pickup", payPlan: "plan", ...more },
      { clientAddress: address },
    );

  it("keeps the owner's terms on the product, and takes them off", async () => {
    await keepProductPlan(services.db, 25, forty);
    await keepProductPlan(services.db, 25, { ...forty, parts: 2, cancel: { kind: "refund", fee: 100_000 } });
    expect((await productPlans(services.db, [25, 26])).get(25)).toEqual({
      ...forty,
      parts: 2,
      cancel: { kind: "refund", fee: 100_000 },
    });
    await keepProductPlan(services.db, 25, null);
    expect((await productPlans(services.db, [25])).size).toBe(0);
  });

  it("is frozen with its parts, priced from the stored terms (the browser sends only its choice)", async () => {
    await keepProductPlan(services.db, 25, forty);
    const placed = await place("198.51.100.61");
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const order = (await findOrder(services.db, placed.order.reference))!;
    const plan = (await plansOfOrders(services.db, [order.reference])).get(order.reference)!;
    const total = order.amountMinor - forty.fee;
    expect(plan.parts).toHaveLength(3);
    expect(plan.parts[0]).toEqual({ amount: Math.ceil((total * 0.4) / 100) * 100 + forty.fee, dueDay: lagosToday() });
    expect(plan.parts.reduce((s, p) => s + p.amount, 0)).toBe(order.amountMinor);
    expect(plan.fee).toBe(forty.fee);
    expect(plan.anchorDay).toBe(order.delivery.readyBy);
    expect(plan.parts.every((p) => p.dueDay < order.delivery.readyBy!)).toBe(true);
    // The first part is the order's deposit, and what this payment takes.
    expect(order.deposit?.amount).toBe(plan.parts[0]!.amount);
    expect(placed.order.amountMinor).toBe(plan.parts[0]!.amount);
  });

  it("stores nothing when the cart's piece has no plan, or its plan cannot run at the checkout", async () => {
    const before = { orders: await count("orders"), plans: await count("order_plans") };
    await keepProductPlan(services.db, 25, null);
    expect(await place("198.51.100.62")).toMatchObject({ ok: false, message: expect.stringMatching(/^payPlan: /) });
    await keepProductPlan(services.db, 25, { ...forty, anchor: "final-fitting" });
    expect(await place("198.51.100.63")).toMatchObject({
      ok: false,
      message: "payPlan: This order has no date for the final fitting to run the plan up to.",
    });
    expect({ orders: await count("orders"), plans: await count("order_plans") }).toEqual(before);
  });

  it("is frozen from its collection's plan when the piece has none of its own; the piece's own wins", async () => {
    const half: PlanTerms = { firstPercent: 50, parts: 2, anchor: "ready-by", fee: 0, cancel: { kind: "credit" } };
    await keepProductPlan(services.db, 25, null);
    await keepCollectionPlan(services.db, "resurgence", forty);
    await keepCollectionPlan(services.db, "resurgence", { ...forty, fee: 0 });
    expect((await collectionPlans(services.db)).get("resurgence")).toEqual({ ...forty, fee: 0 });
    // The checkout's page is sent it for the piece (Look 1 is Resurgence; the Pistachio Blouse, Genesis, has none).
    expect(await plansForCheckout(services.db, [25, 12])).toEqual({ 25: { ...forty, fee: 0 } });
    const placed = await place("198.51.100.64");
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const order = (await findOrder(services.db, placed.order.reference))!;
    const plan = (await plansOfOrders(services.db, [order.reference])).get(order.reference)!;
    expect(plan.parts).toHaveLength(3);
    expect(plan.fee).toBe(0);
    expect(plan.parts[0]).toEqual({ amount: Math.ceil((order.amountMinor * 0.4) / 100) * 100, dueDay: lagosToday() });
    expect(plan.parts.reduce((s, p) => s + p.amount, 0)).toBe(order.amountMinor);
    expect(order.deposit?.amount).toBe(plan.parts[0]!.amount);

    // The product's own plan wins over its collection's.
    await keepProductPlan(services.db, 25, half);
    const own = await place("198.51.100.65");
    if (!own.ok) throw new Error(JSON.stringify(own));
    expect((await plansOfOrders(services.db, [own.order.reference])).get(own.order.reference)!.parts).toHaveLength(2);

    // Taken off the collection too: no plan, nothing stored.
    await keepProductPlan(services.db, 25, null);
    await keepCollectionPlan(services.db, "resurgence", null);
    expect((await collectionPlans(services.db)).size).toBe(0);
    const plans = await count("order_plans");
    expect(await place("198.51.100.66")).toMatchObject({ ok: false, message: expect.stringMatching(/^payPlan: /) });
    expect(await count("order_plans")).toBe(plans);
  });
});
