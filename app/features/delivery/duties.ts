// Which duties regime a parcel abroad meets (docs/decisions/286-duties-told-before-paying.md).
// Kept apart from the words (duties-text.ts), which the server sends the checkout: its script is
// at its budget.

/** The European Union's members by ISO code: VAT on every parcel from the first euro since July 2021. */
export const EU = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
);

export type DutiesKind = "us" | "uk" | "eu" | "ca" | "other";

/** The regime of a country (ISO code); undefined in Nigeria, where nothing crosses a border. */
export function dutiesKind(countryCode: string): DutiesKind | undefined {
  if (countryCode === "" || countryCode === "NG") return undefined;
  if (countryCode === "US") return "us";
  if (countryCode === "GB") return "uk";
  if (countryCode === "CA") return "ca";
  return EU.has(countryCode) ? "eu" : "other";
}
