import { expect, it } from "vitest";
import { describeOnBothDatabases } from "../test-data-suite.server";
import type { Db } from "./db.server";
import { bundledFunctions } from "./migrate.server";

/** Every function a file of ./functions defines, by name. */
const names = bundledFunctions().flatMap((f) =>
  [...f.sql.matchAll(/create or replace function (\w+)/g)].map((m) => m[1]!),
);

/** The database's own text of each function, as PostgreSQL writes it back. */
async function definitions(db: Db): Promise<Record<string, string>> {
  const rows = await db.query<{ name: string; definition: string }>(
    `select p.proname as name, pg_get_functiondef(p.oid) as definition
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema() and p.proname = any($1::text[])`,
    [names],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.definition]));
}

describeOnBothDatabases("the functions' files on %s", ({ database }) => {
  const t = database();

  it("are the text in force: applying them again changes no function", async () => {
    expect(names).toEqual(
      expect.arrayContaining(["orders_first_payment", "orders_count_figures", "payments_count_takings"]),
    );
    expect(names).toEqual(expect.arrayContaining(["daily_takings_add", "daily_pieces_add", "naira_lines"]));
    const migrated = await definitions(t.db);
    expect(Object.keys(migrated).sort()).toEqual([...names].sort());
    const reapplied = await t.db
      .transaction(async (tx) => {
        for (const f of bundledFunctions()) await tx.exec(f.sql);
        const after = await definitions(tx);
        throw Object.assign(new Error("rolled back"), { after });
      })
      .catch((error: { after?: Record<string, string> }) => error.after);
    expect(reapplied).toEqual(migrated);
  });

  it("count a naira order's kobo lines as the sales' whole naira, and a dollar order's pieces without cents", async () => {
    const items = JSON.stringify([
      { productId: 1, quantity: 2, lineTotal: 3_000_000 },
      { productId: 2, quantity: 1 },
    ]);
    const [row] = await t.db.query<{ naira: unknown; dollars: unknown }>(
      "select naira_lines($1::jsonb, 'NGN') as naira, naira_lines($1::jsonb, 'USD') as dollars",
      [items],
    );
    const parsed = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v) as unknown;
    expect(parsed(row!.naira)).toEqual([
      { productId: 1, quantity: 2, lineTotal: 30_000 },
      { productId: 2, quantity: 1 },
    ]);
    expect(parsed(row!.dollars)).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ]);
  });
});
