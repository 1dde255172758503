import {
  affectedPaths,
  buildCatalogue,
  changedProductIds,
  currentCatalogue,
  replaceCatalogue,
  seedRecords,
  type CatalogueRecords,
  type ProductPhoto,
  type StockLeft,
} from "~/features/catalogue";
import type { Db } from "../db/db.server";
import { every, type StopJob } from "../jobs.server";
import { changesSince, lastChangeId } from "./changes.server";
import { readCatalogueRecords, readProducts, seedCatalogue } from "./store/index.server";

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
 * `pollMs` it reads the change rows after the last it saw, re-reads only those products, and
 * reports the pages they affect (docs/decisions/196-pages-follow-the-catalogue.md).
 */
export async function startLiveCatalogue(
  db: Db,
  sources: ExtraSources,
  pollMs = CHANGE_POLL_MS,
): Promise<LiveCatalogue> {
  await seedCatalogue(db, seedRecords);
  // The last change is read before the records: a change in between is applied twice, never missed.
  let lastSeen = await lastChangeId(db);
  let records = await readCatalogueRecords(db);
  const extras = await readExtras(sources);
  const seeded = buildCatalogue(seedRecords);
  replaceCatalogue(buildCatalogue(records, extras));
  const changedSinceBuild = affectedPaths(seeded, currentCatalogue(), [
    ...new Set([...changedProductIds(seedRecords, records), ...extras.stock.keys(), ...extras.photos.keys()]),
  ]);
  const listeners: PagesChanged[] = [];

  const follow = async () => {
    const changes = await changesSince(db, lastSeen);
    if (changes.length === 0) return;
    const ids = [...new Set(changes.flatMap((c) => c.productIds))];
    records = await withProducts(db, records, ids);
    await refreshExtras(sources, extras, ids);
    const before = currentCatalogue();
    replaceCatalogue(buildCatalogue(records, extras));
    lastSeen = changes[changes.length - 1]!.id;
    const paths = affectedPaths(before, currentCatalogue(), ids);
    for (const listener of listeners) listener(paths);
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
