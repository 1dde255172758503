import {
  affectedPaths,
  buildCatalogue,
  changedProductIds,
  currentCatalogue,
  pricesChanged,
  replaceCatalogue,
  seedRecords,
  type CatalogueRecords,
  type ProductPhoto,
  type StockLeft,
} from "~/features/catalogue";
import { nextPriceChange, salePricesAt } from "~/features/sales";
import type { Db } from "../db/db.server";
import { readSales } from "../sales/store.server";
import { every, type StopJob } from "../base/jobs.server";
import {
  changesSince,
  lastChangeId,
  nameCollections,
  readCatalogueRecords,
  readProducts,
  seedCatalogue,
} from "./store/index.server";

type PagesChanged = (paths: readonly string[]) => void;

export interface LiveCatalogue {
  /** Addresses whose page built from the seed no longer matches the stored catalogue. */
  readonly changedSinceBuild: readonly string[];
  /** Calls `listener` with the addresses to render again after each change seen. */
  onPagesChanged(listener: PagesChanged): void;
  stop: StopJob;
}

/** How often each instance looks for changes: a save is on every instance within about this long. */
const CHANGE_POLL_MS = 1000;

/**
 * Seeds an empty catalogue, makes the stored one current, and follows its changes: every
 * `pollMs` it reads the change rows after the last it saw, re-reads only those products and the
 * sales, and reports the pages they affect (docs/decisions/196-pages-follow-the-catalogue.md).
 * When a sale starts or ends the catalogue is rebuilt at that instant by its first reader, or by
 * the next poll, and the pages whose prices moved are reported (docs/decisions/216-sales-on-a-calendar.md).
 */
export async function startLiveCatalogue(
  db: Db,
  sources: ExtraSources,
  pollMs = CHANGE_POLL_MS,
): Promise<LiveCatalogue> {
  await seedCatalogue(db, seedRecords);
  // Search reads each product's collection name from its row: a renamed collection is written there.
  await nameCollections(db);
  // The last change is read before the records: a change in between is applied twice, never missed.
  let lastSeen = await lastChangeId(db);
  let records = await readCatalogueRecords(db);
  let sales = await readSales(db, new Date());
  const extras = await readExtras(sources);
  const listeners: PagesChanged[] = [];

  /** Makes the records current with the prices of the sales in force now, until the next start or end. */
  const install = () => {
    const at = Date.now();
    const prices = salePricesAt(records.products, sales, at);
    const next = nextPriceChange(sales, at);
    replaceCatalogue(
      buildCatalogue(records, { ...extras, sales: prices }),
      next === null ? undefined : { at: next, rebuild: flip },
    );
  };
  /** A sale started or ended: the pages of the products whose price moved are rendered again. */
  const flip = () => {
    const before = currentCatalogue();
    install();
    const after = currentCatalogue();
    report(affectedPaths(before, after, pricesChanged(before, after)));
  };
  const report = (paths: string[]) => {
    for (const listener of listeners) listener(paths);
  };

  const seeded = buildCatalogue(seedRecords);
  install();
  const changedSinceBuild = affectedPaths(seeded, currentCatalogue(), [
    ...new Set([
      ...changedProductIds(seedRecords, records),
      ...extras.stock.keys(),
      ...extras.photos.keys(),
      ...pricesChanged(seeded, currentCatalogue()),
    ]),
  ]);

  const follow = async () => {
    const changes = await changesSince(db, lastSeen);
    if (changes.length === 0) {
      currentCatalogue(); // a sale due to start or end does so now, with nobody at the keyboard
      return;
    }
    const ids = [...new Set(changes.flatMap((c) => c.productIds))];
    [records, sales] = await Promise.all([withProducts(db, records, ids), readSales(db, new Date())]);
    await refreshExtras(sources, extras, ids);
    const before = currentCatalogue();
    install();
    lastSeen = changes[changes.length - 1]!.id;
    const after = currentCatalogue();
    report(affectedPaths(before, after, [...new Set([...ids, ...pricesChanged(before, after)])]));
  };

  return {
    changedSinceBuild,
    onPagesChanged: (listener) => listeners.push(listener),
    stop: every(pollMs, follow, console),
  };
}

interface Extras {
  stock: Map<number, StockLeft>;
  photos: Map<number, readonly ProductPhoto[]>;
}

/** Where the pieces left and the ready photos of some products (every product without ids) are read. */
export type ExtraSources = { [K in keyof Extras]: (ids?: readonly number[]) => Promise<Extras[K]> };

async function readExtras(sources: ExtraSources, ids?: readonly number[]): Promise<Extras> {
  const [stock, photos] = await Promise.all([sources.stock(ids), sources.photos(ids)]);
  return { stock, photos };
}

/** Replaces what `extras` says of these products with what is stored now. */
async function refreshExtras(sources: ExtraSources, extras: Extras, ids: readonly number[]): Promise<void> {
  const fresh = await readExtras(sources, ids);
  for (const id of ids) {
    for (const key of ["stock", "photos"] as const) {
      const value = fresh[key].get(id);
      if (value) (extras[key] as Map<number, unknown>).set(id, value);
      else extras[key].delete(id);
    }
  }
}

/** The records with these products read again (gone from the store: gone here), shared pages and redirects too. */
async function withProducts(db: Db, records: CatalogueRecords, ids: readonly number[]): Promise<CatalogueRecords> {
  const [fresh, all] = await Promise.all([readProducts(db, ids), readCatalogueRecords(db, { products: false })]);
  const changed = new Set(ids);
  return {
    products: [...records.products.filter((p) => !changed.has(p.id)), ...fresh].sort((a, b) => a.id - b.id),
    sharedPages: all.sharedPages,
    redirects: all.redirects,
  };
}

/** The catalogue in memory, never followed: for services that do not serve pages (tests of the pipelines). */
export const unchangingCatalogue: LiveCatalogue = Object.freeze({
  changedSinceBuild: [],
  onPagesChanged: () => {},
  stop: async () => {},
});
