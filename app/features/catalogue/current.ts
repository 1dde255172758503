import { buildCatalogue, type Catalogue } from "./catalogue";
import { seedRecords } from "./seed";

let current: Catalogue | undefined;
/** When the current catalogue's prices stop being true (a sale starts or ends), and who rebuilds it then. */
let due: { at: number; rebuild: () => void } | undefined;

/**
 * The catalogue the server renders from: the seed until the server loads the store's, then
 * whatever the store last said (app/server/catalogue/live.server.ts keeps it current). Read
 * at or after the instant a sale starts or ends, it is first rebuilt with that instant's prices,
 * so an order placed in a sale's first second is priced by it.
 */
export function currentCatalogue(): Catalogue {
  if (due && Date.now() >= due.at) {
    const { rebuild } = due;
    due = undefined;
    rebuild();
  }
  current ??= buildCatalogue(seedRecords);
  return current;
}

/** The instant (ms) the current prices stop being true, when a sale is due to start or end. */
export function pricesChangeAt(): number | undefined {
  return due?.at;
}

/**
 * Makes `catalogue` the one the next render reads; with `until`, `rebuild` is called by the
 * first read at or after that instant (ms), and is expected to replace it.
 */
export function replaceCatalogue(catalogue: Catalogue, until?: { at: number; rebuild: () => void }): void {
  current = catalogue;
  due = until;
}
