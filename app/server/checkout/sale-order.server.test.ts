import { afterAll, beforeAll, expect, it } from "vitest";
import { buildCatalogue, productById, replaceCatalogue, seedRecords } from "~/features/catalogue";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { noteSalesChange } from "../catalogue/store/index.server";
import { startLiveCatalogue, type LiveCatalogue } from "../catalogue/live.server";
import { insertSale } from "../sales/store.server";
import { confirmPayment } from "../orders/confirm-payment.server";
import { placeOrder } from "./place-order.server";
import { findOrder } from "../orders/store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";

const coral = 37; // Coral Dress, ₦25,000

describeOnBothDatabases("an order placed in a sale, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  let live: LiveCatalogue;
  beforeAll(async () => {
    live = await startLiveCatalogue(services.db, { stock: async () => new Map(), photos: async () => new Map() }, 20);
  });
  afterAll(async () => {
    await live.stop();
    replaceCatalogue(buildCatalogue(seedRecords));
  });

  it("keeps its sale price, regular price and sale name, and is paid at that price after the sale ended", async () => {
    const endsAt = new Date(Date.now() + 1500).toISOString();
    await insertSale(
      services.db,
      {
        name: "Flash",
        startsAt: new Date(Date.now() - 1000).toISOString(),
        endsAt,
        scope: { wholeShop: true, collections: [], productIds: [], excludedIds: [] },
        discount: { kind: "percent", percent: 40 },
      },
      "owner",
    );
    await noteSalesChange(services.db);
    await expect.poll(() => productById(coral)?.price).toBe(15_000);

    const placed = await placeOrder(
      services,
      { customer: createCustomerForm(), lines: [{ productId: coral, size: "M", quantity: 2 }] },
      { clientAddress: "198.51.100.7" },
    );
    if (!placed.ok) throw new Error(`refused: ${JSON.stringify(placed)}`);
    const order = (await findOrder(services.db, placed.order.reference))!;
    expect(order.items).toEqual([
      {
        productId: coral,
        name: "Coral Dress",
        size: "M",
        quantity: 2,
        unitPrice: 1_500_000,
        lineTotal: 3_000_000,
        listPrice: 2_500_000,
        saleName: "Flash",
      },
    ]);

    await expect.poll(() => productById(coral)?.price, { timeout: 5000 }).toBe(25_000);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(endsAt));
    fake.transactions.set(order.reference, {
      reference: order.reference,
      status: "success",
      amount: order.amountMinor,
      currency: "NGN",
    });
    expect(await confirmPayment(services, order.reference)).toMatchObject({ order: { status: "paid" } });
    const stored = await findOrder(services.db, order.reference);
    expect(stored?.amountMinor).toBe(order.amountMinor);
    expect(stored?.items[0]).toMatchObject({ unitPrice: 1_500_000, listPrice: 2_500_000, saleName: "Flash" });
  });
});
