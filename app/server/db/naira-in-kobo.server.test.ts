import { beforeAll, expect, it } from "vitest";
import { findOrder } from "../orders/store/index.server";
import { paymentsOf } from "../payments/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { bundledMigrations, migrate } from "./migrate.server";

/**
 * A shop as an older one left it (before 069, whose functions its migrations keep in force): naira
 * rows in whole naira, dollar rows in cents, an order's total in kobo.
 */
const BEFORE_KOBO = bundledMigrations().filter((m) => m.name < "069");

const NAIRA = "HZL-KKKKKKKKKKK2";
const DOLLARS = "HZL-KKKKKKKKKKK3";

describeOnBothDatabases("naira rows kept in kobo from 073 on, on %s", (suite) => {
  const t = suite.database(BEFORE_KOBO);

  const order = (reference: string, currency: string, items: unknown[], minor: number, deposit: number | null) =>
    t.db.query(
      `insert into orders (reference, status, is_test, email, first_name, last_name, phone, address, state, country,
                           comments, items, amount_kobo, currency, delivery_fee, express_fee, deposit, balance_due_at)
       values ($1, 'pending', false, 'ada@example.com', 'Ada', 'Obi', '+2348031234567', '12 Aba Road', 'Rivers',
               'Nigeria', '', $2::jsonb, $3, $4, $5, $6, $7, case when $7::integer is null then null else now() end)`,
      [reference, JSON.stringify(items), minor, currency, currency === "NGN" ? 3_000 : 200, 0, deposit],
    );

  beforeAll(async () => {
    // ₦100,000 of pieces and ₦3,000 of delivery; its ₦77,250 deposit is its first payment, in naira.
    const line = { productId: 42, name: "BB Ensemble", size: "M", quantity: 2, unitPrice: 50_000, lineTotal: 100_000 };
    await order(NAIRA, "NGN", [{ ...line, listPrice: 60_000 }], 10_300_000, 77_250);
    // $120.50 in cents already: untouched.
    await order(DOLLARS, "USD", [{ ...line, unitPrice: 6_025, lineTotal: 12_050 }], 12_250, null);
    const [code] = await t.db.query<{ id: number }>(
      `insert into credit_codes (code_hash, last4, email, kind) values (repeat('a', 64), 'AB12', 'ada@example.com', 'gift')
       returning id`,
    );
    await t.db.query(
      `insert into credit_entries (code_id, amount, kind, order_reference, who, why, movement_key)
       values ($1, 25000, 'issued', null, 'shop', 'Bought', 'issued:test-0001')`,
      [code!.id],
    );
    const [person] = await t.db.query<{ id: number }>("select id from people order by id limit 1");
    const standing = { netPaid: 50_000, refunded: { processed: 2_000, pending: 0 }, creditIssued: 0, movedOut: 0 };
    for (const [before, after] of [
      [{ ...standing, currency: "NGN" }, { codeBalance: 20_000 }],
      [{ ...standing, currency: "USD" }, null],
    ])
      await t.db.query(
        "insert into audit_entries (person_id, address, action, before, after) values ($1, '203.0.113.1', 'x', $2, $3)",
        [person!.id, JSON.stringify(before), after && JSON.stringify(after)],
      );
    await migrate(t.db);
  });

  it("multiplies a naira order's lines, fees, deposit and payments by 100, and leaves a dollar order's cents", async () => {
    const naira = (await findOrder(t.db, NAIRA))!;
    expect(naira.items).toEqual([
      {
        productId: 42,
        name: "BB Ensemble",
        size: "M",
        quantity: 2,
        unitPrice: 5_000_000,
        lineTotal: 10_000_000,
        listPrice: 6_000_000,
      },
    ]);
    expect(naira).toMatchObject({ amountMinor: 10_300_000, deposit: { amount: 7_725_000 } });
    expect(naira.delivery.fee).toBe(300_000);
    expect((await paymentsOf(t.db, NAIRA)).map((p) => [p.kind, p.amount])).toEqual([["deposit", 7_725_000]]);

    const dollars = (await findOrder(t.db, DOLLARS))!;
    expect(dollars.items[0]).toMatchObject({ unitPrice: 6_025, lineTotal: 12_050 });
    expect(dollars.delivery.fee).toBe(200);
    expect((await paymentsOf(t.db, DOLLARS)).map((p) => p.amount)).toEqual([12_250]);
  });

  it("keeps a naira code's credit in kobo", async () => {
    const rows = await t.db.query<{ amount: string | number }>("select amount from credit_entries");
    expect(rows.map((r) => Number(r.amount))).toEqual([2_500_000]);
  });

  it("keeps what a naira account and a code held in who-did-what in kobo, a dollar account's in cents", async () => {
    const rows = await t.db.query<{ before: unknown; after: unknown }>(
      "select before, after from audit_entries order by id",
    );
    const json = (v: unknown) => (typeof v === "string" ? (JSON.parse(v) as unknown) : v);
    expect(rows.map((r) => [json(r.before), json(r.after)])).toEqual([
      [
        {
          netPaid: 5_000_000,
          refunded: { processed: 200_000, pending: 0 },
          creditIssued: 0,
          movedOut: 0,
          currency: "NGN",
        },
        { codeBalance: 2_000_000 },
      ],
      [
        { netPaid: 50_000, refunded: { processed: 2_000, pending: 0 }, creditIssued: 0, movedOut: 0, currency: "USD" },
        null,
      ],
    ]);
  });
});
