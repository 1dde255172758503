import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentCatalogue, productById, replaceCatalogue, buildCatalogue, seedRecords } from "~/features/catalogue";
import { testDatabases, type TestDatabase } from "../db/test-databases.server";
import { noteCatalogueChange } from "./changes.server";
import { startLiveCatalogue, type LiveCatalogue } from "./live.server";

describe.each(["pglite", "postgres"] as const)("the live catalogue on %s", (kind) => {
  let t: TestDatabase;
  let live: LiveCatalogue;
  const seen: string[][] = [];
  const stock = new Map<number, { M?: number }>();
  beforeAll(async () => {
    t = await testDatabases[kind]();
    live = await startLiveCatalogue(
      t.db,
      {
        stock: async (ids) => new Map([...stock].filter(([id]) => !ids || ids.includes(id))),
        photos: async () => new Map(),
      },
      20,
    );
    live.onPagesChanged((paths) => seen.push([...paths]));
  });
  afterAll(async () => {
    await live.stop();
    replaceCatalogue(buildCatalogue(seedRecords));
    await t.dispose();
  });

  it("starts from the seeded store: nothing differs from the build", () => {
    expect(live.changedSinceBuild).toEqual([]);
    expect(currentCatalogue().products).toHaveLength(seedRecords.products.length);
  });

  it("follows a change to a product: the catalogue and the pages it affects", async () => {
    await t.db.query("update products set price = 12345, original_price = 40000 where id = 18");
    await noteCatalogueChange(t.db, [18]);
    await expect.poll(() => productById(18)?.price).toBe(12345);
    await expect.poll(() => seen.flat()).toContain("/genesis/chia-dress");
    expect(seen.flat()).toContain("/genesis");
  });

  it("follows the pieces left: a size sold out, then no longer counted", async () => {
    stock.set(40, { M: 0 });
    await noteCatalogueChange(t.db, [40]);
    await expect.poll(() => productById(40)?.stock).toEqual({ M: 0 });
    stock.delete(40);
    await noteCatalogueChange(t.db, [40]);
    await expect.poll(() => productById(40)?.stock).toBeUndefined();
  });

  it("an unpublished product leaves the catalogue", async () => {
    await t.db.query("update products set published = false where id = 19");
    await noteCatalogueChange(t.db, [19]);
    await expect.poll(() => productById(19)).toBeUndefined();
    expect(currentCatalogue().pageAt("/genesis/wildrice-dress")).toBeUndefined();
  });
});
