import { nairaUnits } from "~/features/currency";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { buildCatalogue, replaceCatalogue, seedRecords } from "~/features/catalogue";
import type { QuoteInput } from "~/features/quotes";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { paymentsOf } from "../payments/store.server";
import { availableStock, setStock } from "../stock/store/index.server";
import { confirmPayment } from "./confirm-payment.server";
import { placeQuote } from "./place-quote.server";
import { reconcileOnce } from "../paystack-events/reconcile.server";
import { balanceDueDay } from "~/features/payments";
import { expireLapsedQuotes } from "./quote-lapses.server";
import { recordVerdict } from "./record-verdict.server";
import { startPayment } from "./start-payment.server";
import { findOrder, findQuoteByKey, orderEvents, quotesOfRequest } from "./store/index.server";
import { getBespokeRequest, storeBespokeRequest } from "../bespoke/store/index.server";

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const CORAL = 37; // HazelBee Coral Dress, ready to wear, ₦25,000
const DAY_MS = 24 * 3_600_000;

const quoteInput = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  customer: {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Obi",
    phone: "0803 123 4567",
    address: "Pickup at the atelier",
    city: "",
    postcode: "",
    country: "Nigeria",
    state: "Rivers",
    comments: "",
  },
  lines: [{ productId: CORAL, size: "M", quantity: 1 }],
  custom: [
    {
      description: "Emerald aso-oke gown",
      price: 85_000,
      eventDate: "2027-01-16",
      measurements: [{ label: "Bust", value: "92 cm" }],
    },
  ],
  delivery: "pickup",
  area: "",
  payPlan: "full",
  validDays: 7,
  fittingOn: "2027-01-05",
  finalFittingOn: "",
  notes: "Lining in ivory silk.",
  requestReference: "",
  ...overrides,
});

describeOnBothDatabases("the owner's quotes, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  beforeAll(async () => {
    // A fresh embedded database on a loaded machine can take longer than the usual hook's 30 s.
  }, 120_000);
  beforeEach(async () => {
    await services.db.exec(
      "delete from stock; delete from stock_holds; delete from order_events; delete from outbox; delete from payments; delete from orders;",
    );
    await services.db.transaction((tx) => setStock(tx, CORAL, { M: 2 }));
  });
  afterEach(() => replaceCatalogue(buildCatalogue(seedRecords)));

  const coralLeft = async () => (await availableStock(services.db, [CORAL])).get(CORAL)?.M;
  const notices = async (reference: string) =>
    (
      await services.db.query<{ notice: string }>("select notice from outbox where order_reference = $1 order by id", [
        reference,
      ])
    ).map((r) => r.notice);

  it("is an order placed by the owner: priced now, its counted piece held for its validity, its link emailed", async () => {
    const placed = await placeQuote(services, quoteInput());
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const order = (await findOrder(services.db, placed.order.reference))!;
    expect(order.status).toBe("pending");
    expect(order.amountMinor).toBe(nairaUnits(25_000 + 85_000));
    expect(order.items).toEqual([
      { productId: CORAL, name: "Coral Dress", size: "M", quantity: 1, unitPrice: 2_500_000, lineTotal: 2_500_000 },
      {
        productId: 0,
        name: "Emerald aso-oke gown",
        size: "",
        quantity: 1,
        unitPrice: 8_500_000,
        lineTotal: 8_500_000,
        custom: { eventDate: "2027-01-16", measurements: [{ label: "Bust", value: "92 cm" }] },
      },
    ]);
    expect(order.quote).toMatchObject({ fittingOn: "2027-01-05", notes: "Lining in ivory silk." });
    expect(order.quote!.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Math.abs(order.quote!.validUntil.getTime() - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect((await findQuoteByKey(services.db, order.quote!.key))?.reference).toBe(order.reference);
    expect(await coralLeft()).toBe(1);
    const [hold] = await services.db.query<{ lapses_at: Date }>(
      "select lapses_at from stock_holds where reference = $1",
      [order.reference],
    );
    expect(new Date(hold!.lapses_at).getTime()).toBe(order.quote!.validUntil.getTime());
    expect(await notices(order.reference)).toEqual(["customer-quote"]);
  });

  it("takes the terms' deposit on a made-to-measure quote, and refuses it on a sale or ready-to-wear line", async () => {
    const bespoke = await placeQuote(services, quoteInput({ lines: [], payPlan: "deposit" }));
    if (!bespoke.ok) throw new Error(JSON.stringify(bespoke));
    expect(bespoke.order.deposit?.amount).toBe(6_375_000);
    expect(await paymentsOf(services.db, bespoke.order.reference)).toMatchObject([
      { kind: "deposit", amount: 6_375_000 },
    ]);
    expect(await placeQuote(services, quoteInput({ payPlan: "deposit" }))).toMatchObject({
      ok: false,
      field: "payPlan",
    });
  });

  it("follows the wedding: made before the fitting, collected at it, the balance asked 24 hours before", async () => {
    const now = new Date("2026-11-27T10:00:00+01:00");
    const placed = await placeQuote(services, quoteInput({ lines: [], payPlan: "deposit" }), { now });
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { delivery, deposit } = placed.order;
    expect(delivery).toMatchObject({ readyFrom: "2027-01-05", readyBy: "2027-01-05" });
    // Due 24 hours before the fitting day begins: paid by the end of Sunday 3 January.
    expect(deposit!.balanceDueAt.toISOString()).toBe("2027-01-03T23:00:00.000Z");
    expect(balanceDueDay(deposit!.balanceDueAt)).toBe("2027-01-03");
    const [row] = await services.db.query<{ week: string }>(
      "select to_char(queue_week, 'YYYY-MM-DD') as week from orders where reference = $1",
      [placed.order.reference],
    );
    expect(row?.week).toBe("2026-12-07"); // made in the first week with room, before the fitting
    const final = await placeQuote(
      services,
      quoteInput({ lines: [], payPlan: "deposit", finalFittingOn: "2027-01-12" }),
      { now },
    );
    expect(final.ok && [final.order.delivery.readyBy, balanceDueDay(final.order.deposit!.balanceDueAt)]).toEqual([
      "2027-01-12",
      "2027-01-10",
    ]);
  });

  it("refuses dates the atelier cannot keep, in words, storing nothing", async () => {
    const now = new Date("2026-11-27T10:00:00+01:00");
    expect(await placeQuote(services, quoteInput({ lines: [], fittingOn: "2026-12-01" }), { now })).toMatchObject({
      ok: false,
      field: "fittingOn",
      message: expect.stringContaining("cannot be made before a first fitting on Tuesday 1 December 2026"),
    });
    expect(
      await placeQuote(
        services,
        quoteInput({
          lines: [],
          fittingOn: "",
          custom: [{ description: "Gown", price: 85_000, eventDate: "2026-12-02" }],
        }),
        { now },
      ),
    ).toMatchObject({ ok: false, field: "custom-1-event" });
    expect(await placeQuote(services, quoteInput({ lines: [], finalFittingOn: "2027-01-20" }), { now })).toMatchObject({
      ok: false,
      field: "finalFittingOn",
      message: "The fittings come before the event on Saturday 16 January 2027.",
    });
    const [count] = await services.db.query<{ n: number }>("select count(*)::int as n from orders");
    expect(count?.n).toBe(0);
  });

  it("keeps its price after the catalogue's changes, and is paid at it by Paystack's page", async () => {
    const placed = await placeQuote(services, quoteInput({ custom: [] }));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    replaceCatalogue(
      buildCatalogue({
        ...seedRecords,
        products: seedRecords.products.map((p) => (p.id === CORAL ? { ...p, price: 99_000, listPrice: 99_000 } : p)),
      }),
    );
    const started = await startPayment(services, reference, "http://shop.test", { address: "test", own: true });
    expect(started.kind).toBe("redirect");
    const payment = (await paymentsOf(services.db, reference)).at(-1)!;
    expect(payment.amount).toBe(2_500_000);
    fake.transactions.set(payment.reference, {
      reference: payment.reference,
      status: "success",
      amount: 2_500_000,
      currency: "NGN",
    });
    expect(await confirmPayment(services, payment.reference)).toMatchObject({
      kind: "done",
      order: { status: "paid" },
    });
    expect(await coralLeft()).toBe(1);
  });

  it("lapses at its validity: its hold released, its link refusing payment, a late success money to return", async () => {
    const made = new Date(Date.now() - 2 * DAY_MS);
    const placed = await placeQuote(services, quoteInput({ validDays: 1 }), { now: made });
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    expect(await coralLeft()).toBe(1);

    expect(await expireLapsedQuotes(services.db)).toBe(1);
    expect(await expireLapsedQuotes(services.db)).toBe(0);
    expect((await findOrder(services.db, reference))?.status).toBe("expired");
    expect(await coralLeft()).toBe(2);

    expect(await startPayment(services, reference, "http://shop.test", { address: "test", own: true })).toMatchObject({
      kind: "done",
      order: { status: "expired" },
    });
    expect(await paymentsOf(services.db, reference)).toHaveLength(1);

    const [first] = await paymentsOf(services.db, reference);
    const late = {
      reference,
      status: "success",
      amount: first!.amount,
      currency: "NGN",
      paidAt: null,
      gatewayResponse: null,
      channel: null,
      id: null,
      domain: "test" as const,
    };
    expect(await recordVerdict(services.db, first!, late, "webhook")).toMatchObject({
      kind: "money-to-return",
      isNew: true,
    });
    expect((await findOrder(services.db, reference))?.status).toBe("expired");
    expect(await coralLeft()).toBe(2);
    expect(await notices(reference)).toContain("owner-money-to-return");
  });

  it("refuses payment on its link once its time is over, even before the job has ended it", async () => {
    const placed = await placeQuote(services, quoteInput(), { now: new Date(Date.now() - 8 * DAY_MS) });
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    expect(
      await startPayment(services, placed.order.reference, "http://shop.test", { address: "test", own: true }),
    ).toMatchObject({
      kind: "done",
      order: { status: "expired" },
    });
    expect(await coralLeft()).toBe(2);
  });

  /** The re-check's turn now for this quote (as the schedule would give it), under the fake's test keys. */
  const recheck = async (reference: string) => {
    await services.db.query("update orders set next_check_at = now() - interval '1 second' where reference = $1", [
      reference,
    ]);
    return reconcileOnce(services.env, services.db, { log: quiet, pace: 0 });
  };

  it("is re-checked with Paystack like any unpaid order: a deposit paid on Paystack's page, never heard of, pays it", async () => {
    const placed = await placeQuote(services, quoteInput({ lines: [], payPlan: "deposit" }));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    expect(await startPayment(services, reference, "http://shop.test", { address: "test", own: true })).toMatchObject({
      kind: "redirect",
    });
    const payment = (await paymentsOf(services.db, reference)).at(-1)!;
    expect(payment.amount).toBe(6_375_000);
    // She paid on Paystack's page, but neither her return nor the webhook reached the shop.
    fake.transactions.set(payment.reference, {
      reference: payment.reference,
      status: "success",
      amount: 6_375_000,
      currency: "NGN",
    });
    expect(await recheck(reference)).toBe("checked");
    expect(fake.verifyCalls).toContain(payment.reference);
    expect((await findOrder(services.db, reference))?.status).toBe("paid");
    expect((await paymentsOf(services.db, reference)).find((p) => p.reference === payment.reference)?.status).toBe(
      "succeeded",
    );
    expect(await notices(reference)).toEqual(expect.arrayContaining(["customer-quote", "owner-paid", "customer-paid"]));
  });

  it("is ended by the re-check when its validity is over unpaid, its hold released", async () => {
    const placed = await placeQuote(services, quoteInput({ validDays: 1 }), { now: new Date(Date.now() - 2 * DAY_MS) });
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    expect(await coralLeft()).toBe(1);
    expect(await recheck(reference)).toBe("checked");
    expect((await findOrder(services.db, reference))?.status).toBe("expired");
    expect(await coralLeft()).toBe(2);
    expect((await orderEvents(services.db, reference)).at(-1)).toMatchObject({ note: "The quote lapsed unpaid." });
  });

  it("made from a bespoke request, marks it quoted and is found under it", async () => {
    const { reference: request } = await storeBespokeRequest(
      services.db,
      {
        piece: "Emerald aso-oke gown",
        occasion: "Wedding",
        eventDate: "2027-01-16",
        express: false,
        name: "Ada Obi",
        email: "ada@example.com",
        phone: "0803 123 4567",
        measurements: { unit: "cm", values: { bust: 92, waist: 74, hips: 100 } },
        keepMeasurements: false,
        photos: [],
        clientAddress: "127.0.0.1",
      },
      "https://hazel.example",
    );
    expect((await getBespokeRequest(services.db, request))?.status).toBe("new");
    const placed = await placeQuote(services, quoteInput({ lines: [], requestReference: request }));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    expect((await getBespokeRequest(services.db, request))?.status).toBe("quoted");
    expect((await quotesOfRequest(services.db, request)).map((o) => o.reference)).toEqual([placed.order.reference]);
  });

  it("stores nothing when a counted piece is not there", async () => {
    await services.db.transaction((tx) => setStock(tx, CORAL, { M: 0 }));
    expect(await placeQuote(services, quoteInput())).toMatchObject({ ok: false, field: "lines" });
    expect(await services.db.query("select 1 from orders")).toHaveLength(0);
  });
});
