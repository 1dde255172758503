import { allCountries } from "country-region-data";

export interface Region {
  name: string;
  code: string;
}

export interface Country {
  name: string;
  code: string;
  regions: readonly Region[];
}

/**
 * Every country of the `country-region-data` package, in its order. Region codes the package
 * writes as the text 'undefined' or leaves empty become ''.
 */
export const countries: readonly Country[] = allCountries.map(([name, code, regions]) => ({
  name,
  code,
  regions: regions.map(([regionName, regionCode]) => ({
    name: regionName,
    code: regionCode && regionCode !== "undefined" ? regionCode : "",
  })),
}));

const byName = new Map(countries.map((c) => [c.name, c]));

export function countryByName(name: string): Country | undefined {
  return byName.get(name);
}

/** The regions of a country by its name; none for an unknown name. */
export function regionsOf(countryName: string): readonly Region[] {
  return byName.get(countryName)?.regions ?? [];
}
