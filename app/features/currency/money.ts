export const CURRENCIES = ["ngn", "usd", "gbp", "eur"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const SIGNS: Record<Currency, string> = { ngn: "₦", usd: "$", gbp: "£", eur: "€" };

/** Rates relative to the naira: 1 naira = rate units of the currency. */
export type Rates = Partial<Record<Currency, number>>;

const naira = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const converted = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The one place a price is formatted. Naira shows whole (₦160,000); another currency shows the
 * naira price times its rate with exactly two decimals ($96.15). Without a rate, the naira price.
 */
export function formatPrice(amountNaira: number, currency: Currency = "ngn", rates: Rates = {}): string {
  const rate = rates[currency];
  if (currency === "ngn" || rate === undefined) return `${SIGNS.ngn}${naira.format(amountNaira)}`;
  return `${SIGNS[currency]}${converted.format(amountNaira * rate)}`;
}
