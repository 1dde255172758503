import { expect, it } from "vitest";
import { nairaUnits } from "~/features/currency";
import { formatMoney, money } from "~/features/currency";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { placeOrder } from "../checkout/place-order.server";
import { findOrder } from "../orders/store/index.server";
import { paymentsOf } from "../payments/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { findProductFacts } from "~/features/catalogue";
import { piecePrice } from "~/features/dollars";
import { allTerms } from "./dollar-terms.server";
import { saveDollarSetting, saveOwnDollarPrice } from "./store.server";

const london = createCustomerForm({
  phone: "+44 7700 900123",
  address: "1 Example Street",
  city: "London",
  postcode: "SW1A 1AA",
  country: "United Kingdom",
  state: "London",
});
const ensemble = { productId: 42, size: "M", quantity: 2 }; // BB Ensemble, ₦15,000
const blouse = { productId: 12, size: "S", quantity: 1 }; // Pistachio Blouse, made to order, ₦35,000
const body = (lines: object[], extra: object = {}) => ({
  customer: london,
  lines,
  delivery: "abroad",
  dutiesUnderstood: true,
  ...extra,
});

describeOnBothDatabases("an order abroad in dollars, on %s", (suite) => {
  const services = suite.services();
  let address = 0;
  const place = (b: object) => placeOrder(services, b, { clientAddress: `198.51.100.${++address}` });

  it("is asked in naira kobo while dollars are off, and in cents once allowed, fixed on the order", async () => {
    const inNaira = await place(body([ensemble]));
    if (!inNaira.ok) throw new Error(JSON.stringify(inNaira));
    expect(inNaira.order).toMatchObject({ currency: "NGN" });
    expect(inNaira.order.amountMinor % 100).toBe(0);

    await saveDollarSetting(services.db, { allowed: true, nairaPerDollar: 1_500 });
    await saveOwnDollarPrice(services.db, 42, 1_250);
    const placed = await place(body([ensemble]));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const order = (await findOrder(services.db, placed.order.reference))!;
    expect(order.currency).toBe("USD");
    expect(order.items[0]).toMatchObject({ unitPrice: 1_250, lineTotal: 2_500 });
    const total = 2_500 + order.delivery.fee;
    expect(order.delivery.fee % 100).toBe(0);
    expect(order.amountMinor).toBe(total);
    expect(placed.order).toMatchObject({ currency: "USD", amountMinor: total });
    expect((await paymentsOf(services.db, order.reference)).map((p) => [p.currency, p.amount])).toEqual([
      ["USD", total],
    ]);

    // A new rate applies to orders placed after it, never to this one.
    await saveDollarSetting(services.db, { allowed: true, nairaPerDollar: 2_000 });
    expect((await findOrder(services.db, order.reference))!.amountMinor).toBe(total);
  });

  it("takes a dollar deposit in cents, below the total; an address in Nigeria stays in naira", async () => {
    await saveDollarSetting(services.db, { allowed: true, nairaPerDollar: 1_500 });
    const placed = await place(body([blouse], { payPlan: "deposit" }));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const order = (await findOrder(services.db, placed.order.reference))!;
    expect(order.currency).toBe("USD");
    const total = order.amountMinor;
    expect(order.deposit?.amount).toBe(Math.ceil((total * 75) / 100));
    expect(placed.order.amountMinor).toBe(order.deposit?.amount);
    const [first] = await paymentsOf(services.db, order.reference);
    expect(first).toMatchObject({ currency: "USD", kind: "deposit", amount: order.deposit?.amount });

    const home = await place({ customer: createCustomerForm(), lines: [ensemble] });
    if (!home.ok) throw new Error(JSON.stringify(home));
    expect(home.order).toMatchObject({ currency: "NGN", amountMinor: nairaUnits(30_000) });
  });

  it("says a changed dollar total in dollars when the page showed another, charging nothing", async () => {
    await saveDollarSetting(services.db, { allowed: true, nairaPerDollar: 1_500 });
    await saveOwnDollarPrice(services.db, 42, 1_250);
    const changed = await place(body([ensemble], { shownTotal: 1 }));
    if (changed.ok || !("totalChanged" in changed)) throw new Error(JSON.stringify(changed));
    const total = changed.quote.total;
    expect(changed.message).toMatch(/^The total changed to \$[\d,]+\.\d\d: /);
    expect(changed.message).toBe(
      `The total changed to ${formatMoney(money(total, "USD"))}: check it and place the order again.`,
    );
    expect(total).toBeGreaterThan(2_500);
  });

  it("gives the shop's pages the terms an order abroad is charged on, and none while dollars are off", async () => {
    await saveDollarSetting(services.db, { allowed: false, nairaPerDollar: 1_500 });
    expect(await allTerms(services.db)).toBeNull();
    await saveDollarSetting(services.db, { allowed: true, nairaPerDollar: 1_500 });
    await saveOwnDollarPrice(services.db, 42, 1_250);
    const terms = (await allTerms(services.db))!;
    expect(terms).toMatchObject({ nairaPerDollar: 1_500, own: { 42: 1_250 } });
    const placed = await place(body([ensemble, blouse]));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const order = (await findOrder(services.db, placed.order.reference))!;
    expect(order.items.map((i) => i.unitPrice)).toEqual(
      [42, 12].map((id) => piecePrice(findProductFacts(id)!, terms).price),
    );
  });
});
