// The package's JSON as one string, parsed once: far less work for a phone than evaluating the
// same data written as JavaScript (the package's module), which made checkout's longest task.
import countryData from "country-region-data/data.json?raw";

export interface Region {
  name: string;
  code: string;
}

export interface Country {
  name: string;
  code: string;
  regions: readonly Region[];
}

type PackageCountry = { countryName: string; countryShortCode: string; regions: Array<{ name: string; shortCode?: string }> };

let parsed: { list: readonly Country[]; byName: Map<string, Country> } | undefined;

/** The package's countries, read on first use (so loading the checkout's code stays a short task). */
function data() {
  if (!parsed) {
    const list: Country[] = (JSON.parse(countryData) as PackageCountry[]).map(({ countryName, countryShortCode, regions }) => ({
      name: countryName,
      code: countryShortCode,
      regions: regions.map(({ name, shortCode }) => ({ name, code: shortCode && shortCode !== "undefined" ? shortCode : "" })),
    }));
    parsed = { list, byName: new Map(list.map((c) => [c.name, c])) };
  }
  return parsed;
}

/**
 * Every country of the `country-region-data` package, in its order. Region codes the package
 * writes as the text 'undefined' or leaves empty become ''.
 */
export function allCountries(): readonly Country[] {
  return data().list;
}

export function countryByName(name: string): Country | undefined {
  return data().byName.get(name);
}

/** The regions of a country by its name; none for an unknown name. */
export function regionsOf(countryName: string): readonly Region[] {
  return countryByName(countryName)?.regions ?? [];
}
