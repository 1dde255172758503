import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentCatalogue, productById, replaceCatalogue, buildCatalogue, seedRecords } from "~/features/catalogue";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { insertSale, updateSale } from "../sales/store.server";
import { noteCatalogueChange, noteSalesChange } from "./store/index.server";
import { startLiveCatalogue, type LiveCatalogue } from "./live.server";

describeOnBothDatabases("the live catalogue on %s", (suite) => {
  const t = suite.database();
  let live: LiveCatalogue;
  const seen: string[][] = [];
  const stock = new Map<number, { M?: number }>();
  beforeAll(async () => {
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

  describe("a sale", () => {
    const coral = 37;
    const scope = { wholeShop: false, collections: [], productIds: [coral], excludedIds: [] };
    const discount = { kind: "percent" as const, percent: 50 };
    let id: number;

    it("scheduled, changes nothing until it starts", async () => {
      const startsAt = new Date(Date.now() + 60_000).toISOString();
      const endsAt = new Date(Date.now() + 120_000).toISOString();
      id = await insertSale(t.db, { name: "Flash", startsAt, endsAt, scope, discount }, "owner");
      await noteSalesChange(t.db);
      const reported = seen.length;
      await expect.poll(() => seen.length).toBeGreaterThan(reported);
      expect(productById(coral)).toMatchObject({ price: 25_000, originalPrice: 25_000 });
      expect(productById(coral)?.sale).toBeUndefined();
    });

    it("starts on its own at its instant and re-renders the pages showing the product, then ends on its own", async () => {
      const startsAt = new Date(Date.now() + 300).toISOString();
      const endsAt = new Date(Date.now() + 900).toISOString();
      expect(await updateSale(t.db, id, 1, { name: "Flash", startsAt, endsAt, scope, discount }, "owner")).toBe(true);
      await noteSalesChange(t.db);
      seen.length = 0;
      await expect.poll(() => productById(coral)?.sale?.name, { interval: 20 }).toBe("Flash");
      // The first read at or after the start is priced by the sale, whatever the poll has done.
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(startsAt));
      expect(productById(coral)).toMatchObject({ price: 12_500, originalPrice: 25_000, sale: { endsAt } });
      await expect.poll(() => seen.flat()).toContain("/hazelbee/shop/coral-dress");
      expect(seen.flat()).toContain("/hazelbee");
      seen.length = 0;
      await expect.poll(() => productById(coral)?.price, { interval: 20 }).toBe(25_000);
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(endsAt));
      expect(productById(coral)?.sale).toBeUndefined();
      await expect.poll(() => seen.flat()).toContain("/hazelbee/shop/coral-dress");
    });

    it("with nobody reading, the poll flips the pages", async () => {
      const startsAt = new Date(Date.now() + 200).toISOString();
      const endsAt = new Date(Date.now() + 60_000).toISOString();
      expect(await updateSale(t.db, id, 2, { name: "Flash", startsAt, endsAt, scope, discount }, "owner")).toBe(true);
      await noteSalesChange(t.db);
      seen.length = 0;
      // Only the listener is watched here: the poll, not a reader, must notice the start.
      await expect.poll(() => seen.flat(), { timeout: 3000 }).toContain("/hazelbee/shop/coral-dress");
      expect(productById(coral)?.price).toBe(12_500);
    });
  });
});
