import { expect, it } from "vitest";
import { buildCatalogue, seedRecords } from "~/features/catalogue";
import { describeOnBothDatabases } from "../../test-data-suite.server";
import { changesSince } from "./changes.server";
import { readCatalogueRecords, seedCatalogue } from "./index.server";

describeOnBothDatabases("the seeded catalogue on %s", (suite) => {
  const t = suite.database();

  it("reads back exactly today's catalogue, once, and records the seed as a change", async () => {
    expect(await seedCatalogue(t.db, seedRecords)).toBe(true);
    expect(await seedCatalogue(t.db, seedRecords)).toBe(false);
    const stored = await readCatalogueRecords(t.db);
    expect(stored.products).toEqual(seedRecords.products);
    expect(stored.sharedPages).toEqual([...seedRecords.sharedPages].sort((a, b) => a.path.localeCompare(b.path)));
    expect(stored.redirects).toHaveLength(seedRecords.redirects.length);
    const fromStore = buildCatalogue(stored);
    const fromSeed = buildCatalogue(seedRecords);
    expect(fromStore.products).toEqual(fromSeed.products);
    expect(fromStore.collections).toEqual(fromSeed.collections);
    expect([...fromStore.pagePaths].sort()).toEqual([...fromSeed.pagePaths].sort());
    expect(Object.fromEntries(fromStore.redirects)).toEqual(Object.fromEntries(fromSeed.redirects));
    const [change] = await changesSince(t.db, 0);
    expect(change?.productIds).toHaveLength(seedRecords.products.length);
  });
});
