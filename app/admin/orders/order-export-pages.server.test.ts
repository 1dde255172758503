import { nairaOf } from "~/features/currency";
import { expect, it, vi } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { insertOrder } from "~/server/orders/store/index.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { findOrder } from "~/server/orders/store/index.server";
import { ordersCsvParts } from "./order-export.server";

const ORDERS = 500;
const PAGE = 20;
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** The i-th order's reference: in the alphabet's order, so in i's. */
const referenceOf = (i: number) =>
  `HZL-CCCCCCCCC${ALPHABET[Math.floor(i / 1024) % 32]}${ALPHABET[Math.floor(i / 32) % 32]}${ALPHABET[i % 32]}`;

describeOnBothDatabases("the orders' CSV in pages on %s", (suite) => {
  const t = suite.database();

  it("streams 500 orders 20 a page at a time, each once and oldest first, every page's accounts read together", async () => {
    const template = "HZL-TTTTTTTTTTTT";
    await insertOrder(t.db, {
      reference: template,
      isTest: false,
      customer: createCustomerForm({ firstName: "Many" }),
      items: [
        { productId: 37, name: "Coral Dress", size: "M", quantity: 1, unitPrice: 2_500_000, lineTotal: 2_500_000 },
      ],
      amountMinor: 2_500_000,
    });
    await t.db.query("update orders set created_at = '2026-10-01T10:00:00Z' where reference = $1", [template]);
    // Three orders an instant, instants 7 µs apart: ties are broken by reference, and a cursor
    // kept to the millisecond would repeat or skip some.
    await t.db.query(
      `insert into orders
       select (jsonb_populate_record(o, jsonb_build_object(
                'reference', 'HZL-CCCCCCCCC' || substr($2, i / 1024 % 32 + 1, 1) || substr($2, i / 32 % 32 + 1, 1)
                             || substr($2, i % 32 + 1, 1),
                'created_at', '2026-11-05T10:00:00Z'::timestamptz + (i / 3) * interval '7 microseconds'))).*
         from orders o, generate_series(0, $3::int - 1) i where o.reference = $1`,
      [template, ALPHABET, ORDERS],
    );
    // Every seventh is paid: its account (from its payment) must be its own.
    await t.db.query(
      "update payments set status = 'succeeded' where order_reference like 'HZL-CCCCCCCCC%' and right(order_reference, 1) in ('2', '9')",
    );

    const query = vi.spyOn(t.db, "query");
    const parts = ordersCsvParts(t.db, { from: "2026-11-05", to: "2026-11-05" }, PAGE);
    const pageReads = () => query.mock.calls.filter(([sql]) => /from orders\s+where created_at >= /.test(sql)).length;
    const paymentReads = () =>
      query.mock.calls.filter(([sql]) => /from payments where order_reference = any/.test(sql));

    // Lazy: the header and the first page take one page's read.
    await parts.next();
    await parts.next();
    expect(pageReads()).toBe(1);
    let csv = "";
    for await (const part of parts) csv += part;
    expect(pageReads()).toBe(ORDERS / PAGE);
    expect(paymentReads()).toHaveLength(ORDERS / PAGE);
    for (const [, params] of paymentReads()) expect((params as string[][])[0]!.length).toBeLessThanOrEqual(PAGE);
    query.mockRestore();

    // Every order once, in order; the whole file as the first parts and the rest joined.
    const all: string[] = [];
    for await (const part of ordersCsvParts(t.db, { from: "2026-11-05", to: "2026-11-05" }, PAGE)) all.push(part);
    const lines = all.join("").split("\r\n");
    expect(lines.at(-1)).toBe("");
    const references = lines.slice(1, -1).map((line) => line.slice(0, 16));
    expect(references).toEqual(Array.from({ length: ORDERS }, (_, i) => referenceOf(i)));
    expect(all.join("").endsWith(csv)).toBe(true);

    // A sample of rows carries each order's own account.
    for (const i of [0, 1, 7, 8, 33, 399, 499]) {
      const order = (await findOrder(t.db, referenceOf(i)))!;
      const { account } = await readOrderAccount(t.db, order);
      const cells = lines[i + 1]!.split(",");
      expect(cells[0]).toBe(referenceOf(i));
      expect(lines[i + 1]).toContain(`,25000,${nairaOf(account.paid)},${nairaOf(account.owedNow)},`);
    }
  }, 120_000);
});
