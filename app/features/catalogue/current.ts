import { buildCatalogue, type Catalogue } from "./catalogue";
import { seedRecords } from "./seed";

let current: Catalogue | undefined;

/**
 * The catalogue the server renders from: the seed until the server loads the store's, then
 * whatever the store last said (app/server/catalogue/live.server.ts keeps it current).
 */
export function currentCatalogue(): Catalogue {
  current ??= buildCatalogue(seedRecords);
  return current;
}

/** Makes `catalogue` the one the next render reads. */
export function replaceCatalogue(catalogue: Catalogue): void {
  current = catalogue;
}
