// The country names ship with the checkout (about 2 kB); their regions are far larger and load
// after the page has started (regions.ts).
import { countryTuples } from "country-region-data";

export interface Country {
  name: string;
  code: string;
}

/** Every country of the `country-region-data` package, in its order. */
export const COUNTRIES: readonly Country[] = countryTuples.map(([name, code]) => ({ name, code }));

const codes = new Map(COUNTRIES.map((c) => [c.name, c.code]));

export const isCountry = (name: string) => codes.has(name);

/** The ISO code of a country named as the checkout names it ('Nigeria' → 'NG'); '' for none. */
export const countryCode = (name: string) => codes.get(name) ?? "";
