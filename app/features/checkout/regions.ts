export interface Region {
  name: string;
  code: string;
}

type PackageCountry = { countryName: string; regions: Array<{ name: string; shortCode?: string }> };

/**
 * The regions an address of these countries names, as its post writes it, where the package's list
 * does not fit: a UK address names no county (the package lists 218 council areas), so the list is
 * the four nations.
 */
const LISTED: Record<string, readonly string[]> = {
  "United Kingdom": ["England", "Northern Ireland", "Scotland", "Wales"],
};

let table: Map<string, readonly Region[]> | undefined;
/** The package's regions of the countries listed above, still accepted (addresses kept before). */
let former: Map<string, ReadonlySet<string>> | undefined;
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
          LISTED[countryName]?.map((name) => ({ name, code: "" })) ??
            regions.map(({ name, shortCode }) => ({
              name,
              code: shortCode && shortCode !== "undefined" ? shortCode : "",
            })),
        ]),
      );
      former = new Map(
        countries
          .filter(({ countryName }) => LISTED[countryName])
          .map(({ countryName, regions }) => [countryName, new Set(regions.map((r) => r.name))]),
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

/** Whether a state is one of the country's regions, or of those it listed before (see LISTED). */
export const isRegionOf = (countryName: string, state: string) =>
  Boolean(regionsOf(countryName)?.some((r) => r.name === state) || former?.get(countryName)?.has(state));

export const regionsLoaded = () => table !== undefined;

export function subscribeRegions(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
