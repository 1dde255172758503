import fc from "fast-check";
import { expect, it } from "vitest";
import { fromPaystackUnits, type LedgerCurrency } from "~/features/currency";
import { describeOnBothDatabases } from "../test-data-suite.server";

describeOnBothDatabases("order_units on %s", (suite) => {
  const t = suite.database();

  it("reads Paystack's units as the TypeScript does, for a total and a refund, in both currencies", async () => {
    const cases = fc.sample(
      fc.tuple(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom<LedgerCurrency>("NGN", "USD"),
        fc.boolean(),
      ),
      { numRuns: 200, seed: 66 },
    );
    // The edges a rounding would get wrong: half a naira, just under and over it.
    cases.push(
      [150, "NGN", false],
      [149, "NGN", false],
      [151, "NGN", true],
      [99, "NGN", false],
      [12_345, "USD", false],
    );
    const rows = await t.db.query<{ units: string }>(
      `select order_units((c->>'units')::bigint, c->>'cur', (c->>'whole')::boolean)::text as units
         from jsonb_array_elements($1::jsonb) with ordinality as e(c, i) order by i`,
      [JSON.stringify(cases.map(([units, cur, whole]) => ({ units, cur, whole })))],
    );
    expect(rows.map((r) => Number(r.units))).toEqual(cases.map(([units, cur]) => fromPaystackUnits(units, cur)));
  });
});
