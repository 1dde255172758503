import { createElement } from "react";
import { nairaUnits } from "~/features/currency";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, expect, it } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { collectionBySlug, productById, seedRecords } from "~/features/catalogue";
import { addDays, weekStart } from "~/lib/lagos-clock";
import { PICKUP_ONLY, type OrderItem } from "~/features/orders";
import { seedCatalogue } from "~/server/catalogue/store/index.server";
import { bundledMigrations, migrate } from "~/server/db/migrate.server";
import type { Db } from "~/server/db/db.server";
import { testDatabases, type TestDatabase } from "~/server/db/test-databases.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { changeOrderState, recordMoneyToReturn } from "~/server/orders/change-state.server";
import { dayFilterOf } from "~/features/orders/day-range";
import { dayFilterSums, findOrders, insertOrder, lockOrder } from "~/server/orders/store/index.server";
import { newReference } from "~/server/orders/new-order.server";
import { insertNextPayment, setPaymentStatus } from "~/server/payments/store.server";
import { countLookedFor } from "~/server/search/looked-for.server";
import { homeView } from "./home-view.server";
import { MoneyCards } from "./money-cards";
import { homePeriods, sameTimeYesterday } from "./periods";
import { takingsUntil } from "./rollups-store.server";

const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;

/** Whole naira a piece: product 42 (BB Ensemble) at 15,000 and product 3 at 40,000. */
const line = (productId: number, size: OrderItem["size"], quantity: number, unitPrice: number): OrderItem => ({
  productId,
  name: `Product ${productId}`,
  size,
  quantity,
  unitPrice,
  lineTotal: unitPrice * quantity,
});

describeOnBothDatabases("the admin's home figures, on %s", (suite) => {
  const t = suite.database();
  const now = new Date();
  const { today: todayPeriod } = homePeriods(now);
  const today = todayPeriod.now.from;
  const yesterday = addDays(today, -1);
  const nextWeek = addDays(weekStart(today), 7);

  const place = async (
    items: OrderItem[],
    o: { isTest?: boolean; readyBy?: string; deposit?: number; method?: "pickup" | "port-harcourt" } = {},
  ) => {
    const total = items.reduce((n, i) => n + i.lineTotal, 0);
    const order = await insertOrder(t.db, {
      reference: newReference(),
      isTest: o.isTest ?? false,
      customer: { ...customer, firstName: `Buyer${Math.random().toString(36).slice(2, 6)}` },
      items,
      amountMinor: total,
      delivery: { ...PICKUP_ONLY, method: o.method ?? "pickup", readyBy: o.readyBy ?? null },
      ...(o.deposit ? { deposit: { amount: o.deposit, balanceDueAt: new Date(Date.now() + 86_400_000) } } : {}),
    });
    return order.reference;
  };
  const move = (reference: string, to: Parameters<typeof changeOrderState>[1]["to"], extra = {}) =>
    changeOrderState(t.db, { reference, to, source: "owner", ...extra }).then((r) => {
      if (r.kind !== "changed") throw new Error(`${reference} did not become ${to}: ${JSON.stringify(r)}`);
    });
  /** Paystack confirms the order's first payment, and the order is paid. */
  const pay = async (reference: string) => {
    await setPaymentStatus(t.db, reference, "succeeded");
    const r = await changeOrderState(t.db, { reference, to: "paid", source: "verify" });
    if (r.kind !== "changed") throw new Error(`${reference} was not paid`);
  };

  beforeAll(async () => {
    await seedCatalogue(t.db, seedRecords);
    // A: two pieces of 42 in M, paid, in production, ready today: 30,000.
    const a = await place([line(42, "M", 2, 1_500_000)], { readyBy: today });
    await pay(a);
    await move(a, "in_production");
    // B: a deposit of 45,000 on 60,000 (product 3 in L, 1 piece), ready next week: paid, balance open.
    const b = await place([line(3, "L", 1, 6_000_000)], { readyBy: nextWeek, deposit: 4_500_000 });
    await pay(b);
    // C: paid 15,000 then cancelled the same day: nothing taken, its piece back.
    const c = await place([line(42, "S", 1, 1_500_000)]);
    await pay(c);
    await move(c, "cancelled");
    // D: paid 40,000 (two of 3 in M), 10,000 refunded, then ready for pickup.
    const d = await place([line(3, "M", 2, 2_000_000)]);
    await pay(d);
    await move(d, "partially_refunded", { refundedMinor: 1_000_000 });
    await move(d, "ready");
    // I: three pieces made and ready for delivery: no longer to make.
    const i = await place([line(42, "S", 3, 1_500_000)], { readyBy: today, method: "port-harcourt" });
    await pay(i);
    await move(i, "in_production");
    await move(i, "ready");
    // E: a test order paid: never counted.
    const e = await place([line(42, "M", 5, 1_500_000)], { isTest: true, readyBy: today });
    await pay(e);
    // F: awaiting payment. G: in review. H: a payment came after it was cancelled: money to return.
    await place([line(42, "L", 1, 1_500_000)]);
    const g = await place([line(42, "L", 1, 1_500_000)]);
    await changeOrderState(t.db, { reference: g, to: "review", source: "verify", note: "Amount differs" });
    const h = await place([line(42, "XL", 1, 1_500_000)]);
    await move(h, "cancelled");
    await setPaymentStatus(t.db, h, "succeeded");
    await t.db.transaction(async (tx) => {
      const order = await lockOrder(tx, h);
      await recordMoneyToReturn(tx, order!, {
        source: "webhook",
        payment: { reference: h, status: "success", amount: 1_500_000, currency: "NGN", id: 77 },
      });
    });
    // Yesterday, from before: 50,000 taken over 2 orders worth 50,000, 30,000 of it at 00:00 and
    // 20,000 at 23:59 (after this time of day but in the last minute).
    await t.db.query(
      "insert into daily_takings (day, taken, returned, paid_orders, paid_value) values ($1, 5000000, 0, 2, 5000000)",
      [yesterday],
    );
    await t.db.query(
      "insert into takings_by_minute (day, minute, taken) values ($1, 0, 3000000), ($1, 1439, 2000000)",
      [yesterday],
    );
    await t.db.query(
      "insert into stock (product_id, size, on_hand, held) values (42, 'M', 3, 3), (3, 'M', 0, 0), (3, 'L', 4, 1)",
    );
    for (const miss of ["orian dres", "blouze", "orian dres"]) await countLookedFor(t.db, { miss });
    await countLookedFor(t.db, {
      filters: [
        { filter: "size", value: "M" },
        { filter: "sale", value: "on sale" },
      ],
    });
    await countLookedFor(t.db, { filters: [{ filter: "size", value: "M" }] });
  });

  it("counts today's takings less refunds and cancellations, against yesterday", async () => {
    const v = await homeView(t.db, now, 30);
    // Taken: A 30,000 + B 45,000 + C 15,000 + D 40,000 + I 45,000 = 175,000 (H's came after it was
    // cancelled). Returned: C 15,000 (cancelled) + D 10,000 (refunded) = 25,000. Net 150,000.
    expect(v.money.today.now).toEqual({
      takings: 15_000_000,
      taken: 17_500_000,
      returned: 2_500_000,
      paidOrders: 5,
      averageOrder: 3_800_000, // (30+60+15+40+45)k / 5
    });
    // Against yesterday up to this time of day only.
    const lastMinute = sameTimeYesterday(now).minute === 1439;
    expect(v.money.today.before).toEqual({ takings: lastMinute ? 5_000_000 : 3_000_000 });
    expect(v.money.today.byThisTime).toBe(true);
    expect(v.money.today.change).toBe(lastMinute ? 200 : 400);
    // The triggers counted today's money by the minute too: all of it by the day's last minute.
    expect(await takingsUntil(t.db, today, 1439)).toBe(15_000_000);
    expect(v.money.week.byThisTime).toBe(false);
    expect(v.money.week.now.takings).toBe(today === weekStart(today) ? 15_000_000 : 20_000_000);
    expect(v.charts.takings).toHaveLength(30);
    expect(v.charts.takings.at(-1)).toEqual({ day: today, takings: 15_000_000 });
    expect(v.charts.takings.at(-2)).toEqual({ day: yesterday, takings: 5_000_000 });
    expect((await homeView(t.db, now, 90)).charts.takings).toHaveLength(90);
  });

  it("counts what is due: pieces by ready day, balances, pickups, reviews, money to return", async () => {
    const v = await homeView(t.db, now, 30);
    expect(v.due.week[0]).toEqual({ day: today, pieces: 2, orders: 1 }); // A; I is ready, E a test order
    expect(v.due.week.reduce((n, d) => n + d.pieces, 0)).toBe(2);
    expect(v.due.late.pieces).toBe(0);
    expect(v.charts.load.slice(0, 2).map((w) => w.pieces)).toEqual([2, 1]); // A this week, B next
    expect(v.awaitingPayment).toBe(1); // F
    expect(v.testOrders).toEqual({ today: 1, month: 1 }); // E
    expect(v.due.balances).toBe(1); // B
    expect(v.due.owed).toBe(1_500_000); // B's balance, as its account says
    expect(v.due.pickups).toBe(1); // D
    expect(v.due.ready).toBe(2); // D and I
    expect(v.due.review).toBe(1); // G
    // H's payment came after it was cancelled; C was cancelled once paid and nothing went back yet.
    expect(v.due.moneyToReturn.total).toBe(2);
    expect(v.due.moneyToReturn.kobo).toBe(3_000_000);
    expect(v.due.moneyToReturn.orders.map((o) => o.name)).toEqual([
      expect.stringMatching(/^Buyer/),
      expect.stringMatching(/^Buyer/),
    ]);
  });

  /** The orders list an address of the home leads to: its orders and what it adds up to. */
  const listBehind = async (href: string) => {
    const day = dayFilterOf(new URL(href, "http://shop").searchParams);
    if (!day) throw new Error(`${href} is not a day-filtered list`);
    const [{ orders, total }, sums] = await Promise.all([findOrders(t.db, { page: 1, day }), dayFilterSums(t.db, day)]);
    return { references: orders.map((o) => o.reference), total, ...sums };
  };

  it("agrees with the lists behind its figures: payments taken, orders paid, pieces to make", async () => {
    const v = await homeView(t.db, now, 30);
    const taken = await listBehind(`/admin/orders?taken=${today}`);
    expect(taken.kobo).toBe(v.money.today.now.taken);
    expect(taken.total).toBe(5); // A, B, C, D, I: not H (paid after it was cancelled), not E (a test)
    const paid = await listBehind(`/admin/orders?paid=${today}`);
    expect(paid.total).toBe(v.money.today.now.paidOrders);
    const week = v.due.week;
    const toMake = await listBehind(`/admin/orders?make=${today}..${week[week.length - 1]!.day}`);
    expect(toMake.pieces).toBe(week.reduce((n, d) => n + d.pieces, 0));
    expect(toMake.total).toBe(1); // A
    const late = await listBehind(`/admin/orders?make=..${addDays(today, -1)}`);
    expect(late.pieces).toBe(v.due.late.pieces);
  });

  it("draws the last 30 days' sales by collection, best pieces and sizes", async () => {
    const v = await homeView(t.db, now, 30);
    // Sold: 42 M×2 (30,000), 3 L×1 (60,000), 3 M×2 (40,000), 42 S×3 (45,000); C's 42 S came back.
    const name = (id: number) => collectionBySlug(productById(id)!.collection)!.name;
    const byCollection = new Map<string, number>();
    byCollection.set(name(42), (byCollection.get(name(42)) ?? 0) + 75_000);
    byCollection.set(name(3), (byCollection.get(name(3)) ?? 0) + 100_000);
    expect(Object.fromEntries(v.charts.collections.map((c) => [c.label, c.value]))).toEqual(
      Object.fromEntries(byCollection),
    );
    expect(v.charts.best).toEqual([
      { productId: 42, label: productById(42)!.alt, value: 5 },
      { productId: 3, label: productById(3)!.alt, value: 3 },
    ]);
    expect(v.charts.sizes).toEqual([
      { label: "S", value: 3, soldOut: 0 },
      { label: "M", value: 4, soldOut: 2 },
      { label: "L", value: 1, soldOut: 0 },
    ]);
    // Sold out now: 42 in M (every piece held) and 3 in M (none left); 3 in L has pieces.
    expect(v.charts.soldOut).toEqual(
      [
        { productId: 42, name: productById(42)!.alt, sizes: ["M"] },
        { productId: 3, name: productById(3)!.alt, sizes: ["M"] },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it("lists the searches that found nothing and the filters used most", async () => {
    const v = await homeView(t.db, now, 30);
    expect(v.searches.misses).toEqual([
      { query: "orian dres", count: 2 },
      { query: "blouze", count: 1 },
    ]);
    expect(v.searches.filters).toEqual([
      { filter: "size", value: "M", count: 2 },
      { filter: "sale", value: "on sale", count: 1 },
    ]);
  });
});

/** A quote's made-to-measure piece: product 0, no size, its facts copied in. */
const madeToMeasure = (naira: number): OrderItem => ({
  productId: 0,
  name: "Emerald aso-oke gown",
  size: "",
  quantity: 1,
  unitPrice: naira,
  lineTotal: naira,
  custom: { eventDate: "2027-01-16", measurements: [{ label: "Bust", value: "92 cm" }] },
});

/**
 * Today's order store on a schema before 069: the order's two money columns under today's names
 * (amount_minor, refunded_minor), and the functions of that schema reading them so, while `write`
 * runs; then both as that schema had them, for the migrations after it.
 */
async function writtenWithTodaysNames(db: Db, write: () => Promise<void>) {
  const rename = async (from: string, to: string) => {
    await db.exec(
      `alter table orders rename column amount_${from} to amount_${to};
       alter table orders rename column refunded_${from} to refunded_${to};`,
    );
    const stale = new RegExp(`\\b(amount|refunded)_${from}\\b`, "g");
    const functions = await db.query<{ definition: string }>(
      `select pg_get_functiondef(p.oid) as definition
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = current_schema() and p.prosrc ~ $1`,
      [`(amount|refunded)_${from}`],
    );
    for (const f of functions) await db.exec(f.definition.replace(stale, `$1_${to}`));
  };
  await rename("kobo", "minor");
  await write();
  await rename("minor", "kobo");
}

describeOnBothDatabases("made-to-measure pieces in the home's figures, on %s", ({ kind }) => {
  let t: TestDatabase;
  const now = new Date();
  const today = homePeriods(now).today.now.from;
  afterEach(() => t.dispose());

  /**
   * An order of a catalogue piece (42 in M, ₦15,000) and a made-to-measure gown (₦85,000), paid:
   * its lines in kobo, or in naira on a schema before 073.
   */
  const placePaid = async (perNaira = 100) => {
    const reference = newReference();
    await insertOrder(t.db, {
      reference,
      isTest: false,
      customer,
      items: [line(42, "M", 1, 15_000 * perNaira), madeToMeasure(85_000 * perNaira)],
      amountMinor: nairaUnits(100_000),
      delivery: { ...PICKUP_ONLY, method: "pickup", readyBy: today },
    });
    await setPaymentStatus(t.db, reference, "succeeded");
    await changeOrderState(t.db, { reference, to: "paid", source: "verify" });
    return reference;
  };
  const name42 = () => collectionBySlug(productById(42)!.collection)!.name;

  it("counts one under Made to measure, never as a product, and its piece among those to make", async () => {
    t = await testDatabases[kind]();
    await seedCatalogue(t.db, seedRecords);
    const reference = await placePaid();
    const v = await homeView(t.db, now, 30);
    expect(v.charts.best).toEqual([{ productId: 42, label: productById(42)!.alt, value: 1 }]);
    expect(Object.fromEntries(v.charts.collections.map((c) => [c.label, c.value]))).toEqual({
      "Made to measure": 85_000,
      [name42()]: 15_000,
    });
    expect(v.charts.sizes).toEqual([{ label: "M", value: 1, soldOut: 0 }]);
    expect(v.due.week[0]).toEqual({ day: today, pieces: 2, orders: 1 });
    expect(await t.db.query("select 1 from daily_piece_sales where product_id = 0")).toHaveLength(0);

    // Cancelled, it is undone under the same key.
    await changeOrderState(t.db, { reference, to: "cancelled", source: "owner" });
    const after = await homeView(t.db, now, 30);
    expect(after.charts.collections).toEqual([]);
    expect(after.charts.best).toEqual([]);
    // A fresh embedded database on a loaded machine can take longer than the usual 20 s.
  }, 120_000);

  it("moves what the figures before it counted as product 0 under Made to measure", async () => {
    // The schema before 031, with the columns today's order store writes: the gift's (034), the
    // discount's (037), a payment's open page and a code's held use (038), the town and postcode (040),
    // the final fitting and the queue's place (044, 045), the aso-ebi group (046), an event's person
    // (048, 054), how long an unpaid order holds its week (068), and the notices an order's email
    // may bring on WhatsApp (074).
    const written = ["034-", "037-", "038-", "040-", "044-", "045-", "046-", "048-", "054-", "068-", "074-"];
    const before = bundledMigrations().filter((m) => m.name < "031" || written.some((n) => m.name.startsWith(n)));
    t = await testDatabases[kind](before);
    await seedCatalogue(t.db, seedRecords);
    await writtenWithTodaysNames(t.db, async () => void (await placePaid(1)));
    expect(await t.db.query("select 1 from daily_piece_sales where product_id = 0")).toHaveLength(1);
    await migrate(t.db);
    const v = await homeView(t.db, now, 30);
    expect(v.charts.best).toEqual([{ productId: 42, label: productById(42)!.alt, value: 1 }]);
    expect(Object.fromEntries(v.charts.collections.map((c) => [c.label, c.value]))).toEqual({
      "Made to measure": 85_000,
      [name42()]: 15_000,
    });
    const [row] = await t.db.query<{ pieces: number; naira: string }>(
      "select pieces, naira from daily_sales_totals where by = 'collection' and key = 'made to measure'",
    );
    expect({ pieces: Number(row!.pieces), naira: Number(row!.naira) }).toEqual({ pieces: 1, naira: 85_000 });
    const [none] = await t.db.query<{ pieces: number; naira: string }>(
      "select pieces, naira from daily_sales_totals where by = 'collection' and key = ''",
    );
    expect({ pieces: Number(none!.pieces), naira: Number(none!.naira) }).toEqual({ pieces: 0, naira: 0 });
  }, 120_000);
});

/** The words of a part of the home, without its tags. */
const wordsOf = (html: string) => html.replace(/<[^>]+>/g, "");

describeOnBothDatabases("the home's takings in each currency, on %s", (suite) => {
  const t = suite.database();
  const now = new Date();
  const { today: todayPeriod } = homePeriods(now);
  const today = todayPeriod.now.from;
  const yesterday = addDays(today, -1);

  /**
   * An order in `currency` (a dollar order's lines and total in whole cents, its amount in
   * Paystack's subunits as `orderTotal` reads it), paid by one payment of `paid` (naira or cents)
   * that Paystack confirms, then paid.
   */
  const paidOrder = async (currency: "NGN" | "USD", items: OrderItem[], paid: number) => {
    const total = items.reduce((n, i) => n + i.lineTotal, 0);
    const reference = newReference();
    await insertOrder(t.db, {
      reference,
      currency,
      isTest: false,
      customer: { ...customer, firstName: `Buyer${Math.random().toString(36).slice(2, 6)}` },
      items,
      amountMinor: total,
      delivery: { ...PICKUP_ONLY, method: "pickup", readyBy: null },
    });
    // The payment Paystack confirms, its amount stated here (the order's first one stays open).
    const payment = await insertNextPayment(t.db, { orderReference: reference, kind: "retry", amount: paid });
    await setPaymentStatus(t.db, payment.reference, "succeeded");
    const r = await changeOrderState(t.db, { reference, to: "paid", source: "verify" });
    if (r.kind !== "changed") throw new Error(`${reference} was not paid`);
    return reference;
  };
  const move = (reference: string, to: Parameters<typeof changeOrderState>[1]["to"], extra = {}) =>
    changeOrderState(t.db, { reference, to, source: "owner", ...extra }).then((r) => {
      if (r.kind !== "changed") throw new Error(`${reference} did not become ${to}: ${JSON.stringify(r)}`);
    });

  beforeAll(async () => {
    await seedCatalogue(t.db, seedRecords);
    // In naira: 30,000 paid; 40,000 paid and 10,000 of it refunded.
    await paidOrder("NGN", [line(42, "M", 2, 1_500_000)], 3_000_000);
    const refunded = await paidOrder("NGN", [line(3, "M", 2, 2_000_000)], 4_000_000);
    await move(refunded, "partially_refunded", { refundedMinor: 1_000_000 });
    // In dollars: $120.50 paid; $60.00 paid and $20.50 refunded; $50.00 paid, then cancelled.
    await paidOrder("USD", [line(42, "M", 1, 12_050)], 12_050);
    const partly = await paidOrder("USD", [line(42, "S", 1, 6_000)], 6_000);
    await move(partly, "partially_refunded", { refundedMinor: 2_050 });
    const cancelled = await paidOrder("USD", [line(42, "L", 1, 5_000)], 5_000);
    await move(cancelled, "cancelled");
    // Yesterday, from before: $50.00 taken at 00:00, no naira.
    await t.db.query(
      "insert into daily_takings (day, currency, taken, paid_orders, paid_value) values ($1, 'USD', 5000, 1, 5000)",
      [yesterday],
    );
    await t.db.query("insert into takings_by_minute (day, minute, currency, taken) values ($1, 0, 'USD', 5000)", [
      yesterday,
    ]);
  });

  it("counts the naira as naira and the dollars apart in cents, never one added to the other", async () => {
    const v = await homeView(t.db, now, 30);
    // Naira: 30,000 + 40,000 in, 10,000 returned; not a cent of the dollars in it.
    expect(v.money.today.now).toEqual({
      takings: 6_000_000,
      taken: 7_000_000,
      returned: 1_000_000,
      paidOrders: 2,
      averageOrder: 3_500_000,
    });
    // Dollars: $120.50 + $60.00 + $50.00 in; $20.50 refunded and the cancelled order's $50.00 returned.
    expect(v.money.today.dollars).toEqual({
      now: { takings: 16_000, taken: 23_050, returned: 7_050, paidOrders: 3, averageOrder: 7_683 },
      before: { takings: 5_000 },
      change: 220,
    });
    // Yesterday had dollars only: nothing in naira by this hour to compare with.
    expect(v.money.today.before).toEqual({ takings: 0 });
    expect(v.money.today.change).toBeNull();
    expect(v.money.week.now.takings).toBe(6_000_000);
    expect(v.money.week.dollars?.now.takings).toBe(today === weekStart(today) ? 16_000 : 21_000);
    expect(await takingsUntil(t.db, today, 1439)).toBe(6_000_000);
    expect(await takingsUntil(t.db, today, 1439, "USD")).toBe(16_000);
    expect(v.charts.takings.at(-1)).toEqual({ day: today, takings: 6_000_000, dollars: 16_000 });
    expect(v.charts.takings.at(-2)).toEqual({ day: yesterday, takings: 0, dollars: 5_000 });
    // The list behind "taken today" adds each currency apart too.
    const day = dayFilterOf(new URL(`/admin/orders?taken=${today}`, "http://shop").searchParams)!;
    expect(await dayFilterSums(t.db, day)).toMatchObject({ kobo: 7_000_000, cents: 23_050 });
  });

  it("shows each figure in naira with its dollars beside it", async () => {
    const v = await homeView(t.db, now, 30);
    const cards = wordsOf(
      renderToStaticMarkup(createElement(MoneyCards, { money: v.money, awaitingPayment: 0, testOrders: v.testOrders })),
    );
    expect(cards).toContain("₦60,000 · $160.00");
    expect(cards).toContain("₦70,000 in, ₦10,000 returned · $230.50 in, $70.50 returned");
    expect(cards).toContain("Nothing yesterday by this hour");
    expect(cards).toContain("In dollars: +220% against yesterday by this hour");
    expect(cards).toContain("5 orders paid · average ₦35,000 · $76.83");
  });

  it("keeps the sales' naira and the accounts' sums apart from the dollars", async () => {
    const v = await homeView(t.db, now, 30);
    // The naira sold by collection: the dollar orders' pieces count, their cents do not.
    const name = (id: number) => collectionBySlug(productById(id)!.collection)!.name;
    const byCollection = new Map<string, number>();
    byCollection.set(name(42), (byCollection.get(name(42)) ?? 0) + 30_000);
    byCollection.set(name(3), (byCollection.get(name(3)) ?? 0) + 40_000);
    expect(Object.fromEntries(v.charts.collections.map((c) => [c.label, c.value]))).toEqual(
      Object.fromEntries(byCollection),
    );
    expect(v.charts.dollarSalesLeftOut).toBe(true);
    expect(v.charts.best).toEqual([
      { productId: 42, label: productById(42)!.alt, value: 4 },
      { productId: 3, label: productById(3)!.alt, value: 2 },
    ]);
    // The cancelled dollar order's $50.00 is to return, in dollars.
    expect(v.due.moneyToReturn).toMatchObject({ total: 1, kobo: 0, dollars: 5_000 });
    expect(v.due.owed).toBe(0);
    expect(v.due.owedDollars).toBeUndefined();
  });
});

describeOnBothDatabases("the takings kept before they had a currency, on %s", ({ kind }) => {
  let t: TestDatabase;
  afterEach(() => t.dispose());

  it("keeps them as naira, in kobo since 073", async () => {
    const now = new Date();
    const today = homePeriods(now).today.now.from;
    t = await testDatabases[kind](bundledMigrations().filter((m) => m.name < "059"));
    await t.db.query(
      "insert into daily_takings (day, taken, returned, paid_orders, paid_value) values ($1, 50000, 5000, 1, 50000)",
      [today],
    );
    await t.db.query("insert into takings_by_minute (day, minute, taken) values ($1, 0, 50000)", [today]);
    await migrate(t.db);
    const v = await homeView(t.db, now, 30);
    expect(v.money.today.now).toMatchObject({ takings: 4_500_000, taken: 5_000_000, returned: 500_000, paidOrders: 1 });
    expect(v.money.today.dollars).toBeUndefined();
    expect(await takingsUntil(t.db, today, 1439)).toBe(5_000_000);
    expect(await t.db.query("select currency from daily_takings")).toEqual([{ currency: "NGN" }]);
  }, 120_000);
});
