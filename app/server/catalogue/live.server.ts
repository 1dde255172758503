import {
  affectedPaths,
  buildCatalogue,
  changedProductIds,
  currentCatalogue,
  replaceCatalogue,
  seedRecords,
  type CatalogueRecords,
} from "~/features/catalogue";
import type { Db } from "../db/db.server";
import { every, type StopJob } from "../jobs.server";
import { changesSince, lastChangeId } from "./changes.server";
import { readCatalogueRecords, readProducts, seedCatalogue } from "./store/index.server";

export type PagesChanged = (paths: readonly string[]) => void;

export interface LiveCatalogue {
  /** Addresses whose page built from the seed no longer matches the stored catalogue. */
  readonly changedSinceBuild: readonly string[];
  /** Calls `listener` with the addresses to render again after each change seen. */
  onPagesChanged(listener: PagesChanged): void;
  stop: StopJob;
}

/** How often each instance looks for changes: a save is on every instance within about this long. */
export const CHANGE_POLL_MS = 1000;

/**
 * Seeds an empty catalogue, makes the stored one current, and follows its changes: every
 * `pollMs` it reads the change rows after the last it saw, re-reads only those products, and
 * reports the pages they affect (docs/decisions/196-pages-follow-the-catalogue.md).
 */
export async function startLiveCatalogue(db: Db, pollMs = CHANGE_POLL_MS): Promise<LiveCatalogue> {
  await seedCatalogue(db, seedRecords);
  // The last change is read before the records: a change in between is applied twice, never missed.
  let lastSeen = await lastChangeId(db);
  let records = await readCatalogueRecords(db);
  const seeded = buildCatalogue(seedRecords);
  replaceCatalogue(buildCatalogue(records));
  const changedSinceBuild = affectedPaths(seeded, currentCatalogue(), changedProductIds(seedRecords, records));
  const listeners: PagesChanged[] = [];

  const follow = async () => {
    const changes = await changesSince(db, lastSeen);
    if (changes.length === 0) return;
    const ids = [...new Set(changes.flatMap((c) => c.productIds))];
    records = await withProducts(db, records, ids);
    const before = currentCatalogue();
    replaceCatalogue(buildCatalogue(records));
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
