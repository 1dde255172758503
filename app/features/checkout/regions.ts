export interface Region {
  name: string;
  code: string;
}

type PackageCountry = { countryName: string; regions: Array<{ name: string; shortCode?: string }> };

let table: Map<string, readonly Region[]> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads every country's regions, once (a file of its own, about 47 kB gzip). Region codes the
 * package writes as the text 'undefined' or leaves empty become ''. A failed load can be retried.
 */
export function loadRegions(): Promise<void> {
  loading ??= import("./region-data")
    .then(({ default: raw }) => {
      const countries = JSON.parse(raw) as PackageCountry[];
      table = new Map(
        countries.map(({ countryName, regions }) => [
          countryName,
          regions.map(({ name, shortCode }) => ({
            name,
            code: shortCode && shortCode !== "undefined" ? shortCode : "",
          })),
        ]),
      );
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Starts loading the regions ahead of need; a failure is left to the region list, which says so and retries. */
export const prefetchRegions = () => void loadRegions().catch(() => {});

/** The regions of a country by its name (none for an unknown name); undefined until they have loaded. */
export function regionsOf(countryName: string): readonly Region[] | undefined {
  return table && (table.get(countryName) ?? []);
}

export const regionsLoaded = () => table !== undefined;

export function subscribeRegions(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
