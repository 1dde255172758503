import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { PICKUP_ONLY, type OrderDelivery } from "~/features/orders";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findProductFacts } from "~/features/catalogue";
import { startShipbubbleFake, type ShipbubbleFake } from "../../../test-fakes/shipbubble";
import { openDb, type Db } from "../db/db.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { paystackConfig, verifyTransaction } from "../adapters/paystack.server";
import { recordVerdict } from "../orders/record-verdict.server";
import { paymentsOf } from "../payments/store.server";
import { newReference } from "../orders/new-order.server";
import { findOrder, insertOrder } from "../orders/store/index.server";
import { bookParcel } from "./book.server";
import { handleCourierEvent } from "./parcel-events.server";
import { parcelForHer, parcelView } from "./parcel-view.server";
import { findShipment, stepsOf } from "./store.server";
import { pickupDays } from "~/features/couriers";
import { lagosToday } from "~/lib/lagos-clock";

const priced = priceOrder([createLine()], findProductFacts);

describeOnBothDatabases("a parcel booked with the courier and followed, on %s", (suite) => {
  const paystack = suite.paystack();
  const services = suite.services();
  const t = suite.database();
  let fake: ShipbubbleFake;
  beforeAll(async () => {
    fake = await startShipbubbleFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const deps = (db: Db = services.db) => ({ db, env: { ...services.env, ...fake.env } });

  /** A paid order (the demo's test payment) going to Port Harcourt by the shop's delivery. */
  async function paidOrder(
    delivery: OrderDelivery = { ...PICKUP_ONLY, method: "port-harcourt", zone: "port-harcourt" },
  ) {
    const parsed = validateCustomer(createCustomerForm());
    if (!parsed.ok) throw new Error("fixture");
    const placed = await insertOrder(services.db, {
      reference: newReference(),
      isTest: true,
      customer: parsed.customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
      delivery,
    });
    paystack.transactions.set(placed.reference, {
      reference: placed.reference,
      status: "success",
      amount: priced.amountMinor,
      currency: "NGN",
    });
    const [payment] = await paymentsOf(services.db, placed.reference);
    const said = await verifyTransaction(paystackConfig(services.env)!, placed.reference);
    if (said.kind !== "found") throw new Error("not found");
    await recordVerdict(services.db, payment!, said.transaction, "verify");
    return placed.reference;
  }

  const post = (orderId: string, status: string, datetime: string) => {
    const { body, signature } = fake.event(orderId, status, datetime);
    return handleCourierEvent(deps(), new TextEncoder().encode(body), signature);
  };

  it("books the cheapest courier once, however often and on however many instances it is pressed", async () => {
    const reference = await paidOrder();
    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
    try {
      const outcomes = await Promise.all([bookParcel(deps(), reference), bookParcel(deps(other), reference)]);
      expect(outcomes.every((o) => o.ok)).toBe(true);
    } finally {
      if (other !== t.db) await other.close();
    }
    expect(await bookParcel(deps(), reference)).toMatchObject({ ok: true, already: true });
    expect((await findShipment(services.db, reference))?.pickupOn).toBe(lagosToday());
    expect(fake.calls.filter((c) => c.path === "/shipping/labels")).toHaveLength(1);
    const label = fake.calls.find((c) => c.path === "/shipping/labels")!;
    expect(label.body).toMatchObject({ courier_id: "kwik", service_code: "kwik_express", request_token: "token-1" });
    const rates = fake.calls.find((c) => c.path === "/shipping/fetch_rates")!;
    expect(rates.body).toMatchObject({
      category_id: 74794423,
      package_dimension: { length: 35, width: 25, height: 8 },
    });
    expect(await findShipment(services.db, reference)).toMatchObject({
      state: "booked",
      courier: "Kwik",
      trackingCode: expect.stringMatching(/^TRK\d+$/),
      labelUrl: expect.stringMatching(/\.pdf$/),
      costKobo: 320_050,
    });
  });

  it("books for the day the owner chose, and again once a booking stopped half-way", async () => {
    const reference = await paidOrder();
    await services.db.query("insert into shipments (order_reference, state) values ($1, 'booking')", [reference]);
    // Under way on another instance: nothing more is booked.
    expect(await bookParcel(deps(), reference)).toMatchObject({ ok: true, already: true });
    expect(fake.calls.filter((c) => c.path === "/shipping/labels")).toHaveLength(0);
    expect(await findShipment(services.db, reference)).toMatchObject({ state: "booking", stalled: false });
    await services.db.query(
      "update shipments set updated_at = now() - interval '3 minutes' where order_reference = $1",
      [reference],
    );
    expect(await findShipment(services.db, reference)).toMatchObject({ stalled: true });
    const day = pickupDays(lagosToday()).at(-1)!;
    expect(await bookParcel(deps(), reference, day)).toMatchObject({ ok: true, already: false });
    expect(fake.calls.find((c) => c.path === "/shipping/fetch_rates")?.body).toMatchObject({ pickup_date: day });
    expect(await findShipment(services.db, reference)).toMatchObject({
      state: "booked",
      pickupOn: day,
      stalled: false,
    });
  });

  it("refuses in words what it cannot book, and a failed booking may be tried again", async () => {
    expect(await bookParcel(deps(), await paidOrder(PICKUP_ONLY))).toEqual({
      ok: false,
      error: "She collects this order at the atelier: there is nothing to book.",
    });
    const reference = await paidOrder();
    fake.balance = 1000;
    const poor = await bookParcel(deps(), reference);
    expect(poor).toEqual({
      ok: false,
      error: "The courier wallet holds ₦1,000 and this parcel costs ₦3,200.50: fund it, then book again.",
    });
    expect(fake.calls.filter((c) => c.path === "/shipping/labels")).toHaveLength(0);
    fake.balance = 50_000;
    fake.failNext(1);
    expect(await bookParcel(deps(), reference)).toMatchObject({ ok: false, error: "Service unavailable" });
    expect(await bookParcel(deps(), reference)).toMatchObject({ ok: true, already: false });
    expect(
      await bookParcel({ db: services.db, env: { ...services.env, SHIPBUBBLE_API_KEY: undefined } }, reference),
    ).toMatchObject({ ok: false, error: expect.stringContaining("No courier service is set up") });
  });

  it("follows the parcel from signed events, out of order and repeated: shipped with her tracking note, then delivered", async () => {
    const reference = await paidOrder();
    await bookParcel(deps(), reference);
    const { providerOrderId } = (await findShipment(services.db, reference))!;

    const forged = fake.event(providerOrderId!, "completed", "2026-12-01T15:00:00Z");
    expect(await handleCourierEvent(deps(), new TextEncoder().encode(forged.body), "0".repeat(128))).toMatchObject({
      status: 401,
    });
    expect(await post("SB-NOT-OURS", "completed", "2026-12-01T15:00:00Z")).toMatchObject({ status: 200 });

    expect(await post(providerOrderId!, "in_transit", "2026-12-01T12:00:00Z")).toMatchObject({ status: 200 });
    expect(await post(providerOrderId!, "picked_up", "2026-12-01T10:00:00Z")).toMatchObject({ status: 200 });
    expect(await post(providerOrderId!, "in_transit", "2026-12-01T12:00:00Z")).toMatchObject({ status: 200 });
    expect((await findOrder(services.db, reference))?.status).toBe("shipped");
    expect((await stepsOf(services.db, reference)).map((s) => s.step)).toEqual(["picked-up", "in-transit"]);
    const emails = await services.db.query<{ params: unknown }>(
      "select params from outbox where order_reference = $1 and notice = 'customer-shipped'",
      [reference],
    );
    expect(emails).toHaveLength(1);
    expect(JSON.stringify(emails[0]!.params)).toMatch(
      /Kwik · tracking number TRK\d+ · https:\/\/shipbubble.example\/track\/SB-/,
    );

    expect(await post(providerOrderId!, "completed", "2026-12-02T09:00:00Z")).toMatchObject({ status: 200 });
    expect(await post(providerOrderId!, "in_transit", "2026-12-01T12:30:00Z")).toMatchObject({ status: 200 });
    expect((await findOrder(services.db, reference))?.status).toBe("delivered");
    // Her order page: the courier, its number and each step in her words, oldest first.
    const hers = parcelForHer(await parcelView(services.db, reference));
    expect(hers).toMatchObject({ courier: "Kwik", trackingCode: expect.stringMatching(/^TRK\d+$/) });
    expect(hers!.steps.map((s) => s.words)).toEqual([
      "Booked with the courier",
      "Picked up from the atelier",
      "On its way to you",
      "On its way to you",
      "Delivered",
    ]);
  });
});
