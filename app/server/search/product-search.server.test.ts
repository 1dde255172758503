import { afterAll, beforeAll, expect, it } from "vitest";
import { buildCatalogue, replaceCatalogue, seedRecords } from "~/features/catalogue";
import { describeOnBothDatabases } from "../test-data-suite.server";
import type { Db } from "../db/db.server";
import { noteCatalogueChange, seedCatalogue, setProductPublished } from "../catalogue/store/index.server";
import { startLiveCatalogue, type LiveCatalogue } from "../catalogue/live.server";
import { createProductSearch, followingSearch } from "./product-search.server";
import { addProduct, queryOf } from "./test-products.server";

/** The database, counting the statements sent to it. */
function counted(db: Db): { db: Db; statements: () => number } {
  let n = 0;
  return {
    db: {
      ...db,
      query: (sql, params) => {
        n += 1;
        return db.query(sql, params);
      },
    },
    statements: () => n,
  };
}

describeOnBothDatabases("the kept search results on %s", (suite) => {
  const t = suite.database();
  beforeAll(async () => {
    await seedCatalogue(t.db, seedRecords);
  });

  it("answers the same words again from memory, however they were typed", async () => {
    const { db, statements } = counted(t.db);
    const search = createProductSearch(db);
    const first = await search.search(queryOf("orian dres"));
    const asked = statements();
    expect(asked).toBeGreaterThan(0);
    expect(await search.search(queryOf("  ORIAN   Dres "))).toBe(first);
    expect(statements()).toBe(asked);
    expect(Object.isFrozen(first.ids)).toBe(true);
  });

  it("asks the database once for the same words searched at the same time", async () => {
    const { db, statements } = counted(t.db);
    const search = createProductSearch(db);
    const results = await Promise.all(Array.from({ length: 5 }, () => search.search(queryOf("blouze"))));
    expect(new Set(results).size).toBe(1);
    const alone = counted(t.db);
    await createProductSearch(alone.db).search(queryOf("blouze"));
    expect(statements()).toBe(alone.statements());
  });

  it("keeps the last used searches up to its size", async () => {
    const { db, statements } = counted(t.db);
    const search = createProductSearch(db, 2);
    await search.search(queryOf("orion"));
    await search.search(queryOf("venus"));
    await search.search(queryOf("orion")); // used again: venus is now the oldest
    await search.search(queryOf("sirius")); // venus goes
    const before = statements();
    await search.search(queryOf("orion"));
    await search.search(queryOf("sirius"));
    expect(statements()).toBe(before);
    await search.search(queryOf("venus"));
    expect(statements()).toBeGreaterThan(before);
  });

  it("counts each search's words and results in bytes: long queries keep fewer", async () => {
    const { db, statements } = counted(t.db);
    // About 2 kB each (400 characters of words, two bytes each, and the results): some twenty fit in 40 kB.
    const search = createProductSearch(db, 500, 40_000);
    const words = (i: number) => `orion${i} ${"x".repeat(400)}`;
    for (let i = 0; i < 40; i++) await search.search(queryOf(words(i)));
    const before = statements();
    await search.search(queryOf(words(39)));
    expect(statements()).toBe(before);
    await search.search(queryOf(words(0)));
    expect(statements()).toBeGreaterThan(before);
  });

  it("forgets every result when told the catalogue changed", async () => {
    const search = createProductSearch(t.db);
    const id = await addProduct(t.db, { name: "Harmattan Shawl", published: false });
    expect((await search.search(queryOf("harmattan"))).ids).toEqual([]);
    await t.db.transaction((tx) => setProductPublished(tx, id, true));
    expect((await search.search(queryOf("harmattan"))).ids).toEqual([]);
    search.forget();
    expect((await search.search(queryOf("harmattan"))).ids).toEqual([id]);
  });

  it("does not keep a failed search", async () => {
    let fail = true;
    const flaky: Db = {
      ...t.db,
      query: (sql, params) => (fail ? Promise.reject(new Error("connection lost")) : t.db.query(sql, params)),
    };
    const search = createProductSearch(flaky);
    await expect(search.search(queryOf("orion"))).rejects.toThrow("connection lost");
    fail = false;
    expect((await search.search(queryOf("orion"))).ids).toEqual([3]);
  });
});

describeOnBothDatabases("the shop's search on %s", (suite) => {
  const t = suite.database();
  let live: LiveCatalogue;
  beforeAll(async () => {
    live = await startLiveCatalogue(t.db, { stock: async () => new Map(), photos: async () => new Map() }, 20);
  });
  afterAll(async () => {
    await live.stop();
    replaceCatalogue(buildCatalogue(seedRecords));
  });

  it("forgets its results when the live catalogue sees a change: a product published shows at once", async () => {
    const search = followingSearch(t.db, live);
    const id = await addProduct(t.db, { name: "Sahel Cape", published: false });
    expect((await search.search(queryOf("sahel"))).ids).toEqual([]);
    await t.db.transaction(async (tx) => {
      await setProductPublished(tx, id, true);
      await noteCatalogueChange(tx, [id]);
    });
    await expect.poll(async () => (await search.search(queryOf("sahel"))).ids).toEqual([id]);
  });
});
