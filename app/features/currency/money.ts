export const CURRENCIES = ["ngn", "usd", "gbp", "eur"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const SIGNS: Record<Currency, string> = { ngn: "₦", usd: "$", gbp: "£", eur: "€" };

/** Rates relative to the naira: 1 naira = rate units of the currency. */
export type Rates = Partial<Record<Currency, number>>;

/**
 * en-US digit grouping ("1760000" → "1,760,000"). Not Intl.NumberFormat: a page's first
 * Intl formatter loads the browser's locale data, about 50 ms of a phone's main thread.
 */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * The one place a price is formatted. Naira shows whole (₦160,000); another currency shows the
 * naira price times its rate with exactly two decimals ($96.15). Without a rate, the naira price.
 */
export function formatPrice(amountNaira: number, currency: Currency = "ngn", rates: Rates = {}): string {
  const rate = rates[currency];
  if (currency === "ngn" || rate === undefined) return `${SIGNS.ngn}${grouped(Math.round(amountNaira).toFixed(0))}`;
  const [whole = "0", cents = "00"] = (amountNaira * rate).toFixed(2).split(".");
  return `${SIGNS[currency]}${grouped(whole)}.${cents}`;
}

/** Naira brought (+₦10,000) or taken away (−₦10,000, a true minus sign): a ledger row's amount. */
export const formatSignedPrice = (amountNaira: number): string =>
  `${amountNaira < 0 ? "\u2212" : "+"}${formatPrice(Math.abs(amountNaira))}`;
