// The plans of every statement a search sends, over a catalogue of 10,000 products: each uses
// the indexes of migration 016-search.sql, none reads the whole products table.
import { beforeAll, expect, it } from "vitest";
import { syntheticCatalogue } from "../../../scripts/bench/synthetic-catalogue";
import { describeOnBothDatabases } from "../test-data-suite.server";
import type { Db } from "../db/db.server";
import { insertProducts } from "../catalogue/store/index.server";
import { MATCH_SQL, NAMES_LIKE_SQL, WORDS_SQL } from "../catalogue/store/product-search.server";
import { searchProducts } from "./search.server";
import { queryOf } from "./test-products.server";

/** Queries that take every step of a search: as typed, corrected, any word, names like it. */
const QUERIES = [
  "orian dres",
  "dress",
  "coral ankara",
  '"jade silk" gown',
  "indigo crepe skirt",
  "blouze",
  "orion blouse",
  "oriondress",
  "qwxzv",
  "cafe crepe",
  "molly skirt",
];

type Sent = { sql: string; params: unknown[] };

/** The database, keeping every statement sent to it with its parameters. */
function recording(db: Db, sent: Sent[]): Db {
  return {
    ...db,
    query: (sql, params = []) => {
      sent.push({ sql, params });
      return db.query(sql, params);
    },
  };
}

describeOnBothDatabases("the plans of a search over 10,000 products on %s", (suite) => {
  const t = suite.database();
  const sent: Sent[] = [];
  beforeAll(async () => {
    await t.db.transaction((tx) => insertProducts(tx, syntheticCatalogue(10_000).products));
    const db = recording(t.db, sent);
    for (const raw of QUERIES) await searchProducts(db, queryOf(raw));
  }, 120_000);

  it("finds Orion Dress first for 'orian dres' among them", async () => {
    expect((await searchProducts(t.db, queryOf("orian dres"))).ids[0]).toBe(3);
  });

  it("sends every kind of statement a search has", () => {
    expect(new Set(sent.map((s) => s.sql))).toEqual(new Set([WORDS_SQL, MATCH_SQL, NAMES_LIKE_SQL]));
  });

  // Before the tables' statistics exist (PGlite runs no autovacuum), and after.
  it.each(["before", "after"])(
    "never reads the whole products table, and uses the search's indexes, %s ANALYZE",
    async (when) => {
      if (when === "after") await t.db.exec("analyze products; analyze product_words");
      const indexOf = new Map([
        [WORDS_SQL, "product_words_trigrams"],
        [MATCH_SQL, "products_search"],
        [NAMES_LIKE_SQL, "products_name_trigrams"],
      ]);
      for (const { sql, params } of sent) {
        const rows = await t.db.query<{ "QUERY PLAN": string }>(`explain ${sql}`, params);
        const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
        const shown = `${JSON.stringify(params)}\n${plan}`;
        expect(plan, shown).not.toMatch(/Seq Scan on products\b/);
        expect(plan, shown).toContain(indexOf.get(sql));
      }
    },
  );
});
