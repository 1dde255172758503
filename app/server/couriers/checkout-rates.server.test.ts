import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { nairaUnits } from "~/features/currency";
import { startShipbubbleFake, type ShipbubbleFake } from "../../../test-fakes/shipbubble";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { placeOrder } from "../checkout/place-order.server";
import { findOrder } from "../orders/store/index.server";
import { paystackConfig, verifyTransaction } from "../adapters/paystack.server";
import { recordVerdict } from "../orders/record-verdict.server";
import { paymentsOf } from "../payments/store.server";
import { bookParcel } from "./book.server";
import { courierMonth } from "./wallet.server";
import { acceptOffer, CHECKOUT_WAIT_MS, checkoutOffers, missedRates } from "./checkout-rates.server";

const lagos = createCustomerForm({
  email: "tolu@example.com",
  address: "4 Admiralty Way, Lekki",
  city: "Lagos",
  state: "Lagos",
});
const lines = [{ productId: 42, size: "M" as const, quantity: 1 }];

describeOnBothDatabases("the couriers' live rates at the checkout, on %s", (suite) => {
  const paystack = suite.paystack();
  const services = suite.services();
  let fake: ShipbubbleFake;
  beforeAll(async () => {
    fake = await startShipbubbleFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const deps = () => ({ db: services.db, env: { ...services.env, ...fake.env } });

  it("offers the cheapest and the fastest courier for her address, each fee rounded up to the naira", async () => {
    const offers = await checkoutOffers(deps(), { customer: lagos, lines });
    expect(offers.map(({ courier, fee, days, kinds }) => ({ courier, fee, days, kinds }))).toEqual([
      { courier: "Kwik", fee: 3_201, days: { min: 1, max: 1 }, kinds: ["cheapest"] },
      { courier: "DHL Express", fee: 9_800, days: { min: 1, max: 1 }, kinds: ["fastest"] },
    ]);
    const asked = fake.calls.find(
      (c) => c.path === "/shipping/address/validate" && /Lekki/.test(JSON.stringify(c.body)),
    );
    expect(asked?.body).toMatchObject({
      email: "tolu@example.com",
      address: "4 Admiralty Way, Lekki, Lagos, Lagos, Nigeria",
    });
    // An offer prices only the parcel it was asked for.
    expect(await acceptOffer(services.db, offers[1]!.id, { customer: lagos, lines })).toMatchObject({ fee: 9_800 });
    const elsewhere = { ...lagos, address: "9 Allen Avenue, Ikeja" };
    expect(await acceptOffer(services.db, offers[1]!.id, { customer: elsewhere, lines })).toBeUndefined();
    const more = [{ ...lines[0]!, quantity: 2 }];
    expect(await acceptOffer(services.db, offers[1]!.id, { customer: lagos, lines: more })).toBeUndefined();
    expect(await acceptOffer(services.db, `${"0".repeat(32)}.dhl_sameday`, { customer: lagos, lines })).toBeUndefined();
  });

  it("places her order with the offer she chose and books that courier; refuses one not for her parcel", async () => {
    const since = new Date();
    const [, fastest] = await checkoutOffers(deps(), { customer: lagos, lines });
    const body = { customer: lagos, lines, delivery: "nigeria", courierOffer: fastest!.id };
    const placed = await placeOrder({ ...services, env: { ...services.env, ...fake.env } }, body);
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const order = await findOrder(services.db, placed.order.reference);
    expect(order?.delivery).toMatchObject({
      method: "nigeria",
      label: "Courier: DHL Express (fastest)",
      fee: nairaUnits(9_800),
    });
    const [choice] = await services.db.query(
      "select service_code, fee_kobo::integer as fee_kobo from courier_choices where order_reference = $1",
      [order!.reference],
    );
    expect(choice).toMatchObject({ service_code: "dhl_sameday", fee_kobo: nairaUnits(9_800) });

    // Paid, it is booked with the courier she chose, not the cheapest.
    paystack.transactions.set(order!.reference, {
      reference: order!.reference,
      status: "success",
      amount: order!.amountMinor,
      currency: "NGN",
    });
    const [payment] = await paymentsOf(services.db, order!.reference);
    const said = await verifyTransaction(paystackConfig(services.env)!, order!.reference);
    if (said.kind !== "found") throw new Error("not found");
    await recordVerdict(services.db, payment!, said.transaction, "verify");
    expect(await bookParcel(deps(), order!.reference)).toMatchObject({ ok: true });
    expect(fake.calls.find((c) => c.path === "/shipping/labels")?.body).toMatchObject({ service_code: "dhl_sameday" });
    expect(await courierMonth(services.db, since)).toBe("This month: 1 parcel booked.");

    const moved = { ...body, customer: { ...lagos, email: "kemi@example.com", address: "1 Broad Street" } };
    expect(await placeOrder(services, moved)).toEqual({
      ok: false,
      message: expect.stringMatching(/^delivery: the courier's price for your address has lapsed/),
    });
  });

  it("gives up after 1.5 s or when the couriers are down, for the zone table to price it, and tells the owner", async () => {
    const since = new Date();
    fake.delayMs = CHECKOUT_WAIT_MS + 1_000;
    const started = Date.now();
    expect(await checkoutOffers(deps(), { customer: lagos, lines })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(CHECKOUT_WAIT_MS + 500);
    fake.delayMs = 0;
    fake.failNext(5);
    expect(await checkoutOffers(deps(), { customer: lagos, lines })).toEqual([]);
    expect(await missedRates(services.db, since)).toBe(2);
    expect(await courierMonth(services.db, since)).toBe(
      "This month: 0 parcels booked; their rates did not come in time at 2 checkouts, priced from your zone table.",
    );
    // Without a courier service the zone table prices every delivery, and nothing is asked.
    const calls = fake.calls.length;
    expect(await checkoutOffers(services, { customer: lagos, lines })).toEqual([]);
    expect(fake.calls).toHaveLength(calls);
  });
});
