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

/**
 * The currencies an order's money is kept in (its ledger rows, docs/decisions/289): whole naira
 * for NGN, whole cents for USD, never converted. Not a display currency: no rate is applied.
 */
export type LedgerCurrency = "NGN" | "USD";

/** A ledger amount in words: ₦15,000 (whole naira), or $120.50 (whole cents). */
export function ledgerMoney(amount: number, currency: LedgerCurrency): string {
  if (currency === "NGN") return formatPrice(amount);
  const [whole = "0", cents = "00"] = (amount / 100).toFixed(2).split(".");
  return `${SIGNS.usd}${grouped(whole)}.${cents}`;
}

/** A ledger amount brought (+₦10,000, +$12.50) or taken away (−₦10,000, −$12.50, a true minus sign). */
export const signedLedgerMoney = (amount: number, currency: LedgerCurrency): string =>
  currency === "NGN"
    ? formatSignedPrice(amount)
    : `${amount < 0 ? "\u2212" : "+"}${ledgerMoney(Math.abs(amount), currency)}`;

/**
 * A ledger amount as an owner's form field shows it, to be read back by the same form: whole naira
 * ("35000"), or dollars and cents ("120.50").
 */
export const ledgerFieldValue = (amount: number, currency: LedgerCurrency): string =>
  currency === "NGN" ? String(amount) : (amount / 100).toFixed(2);

/**
 * An amount an owner typed in a form, in the ledger's whole units for the form's reader to check:
 * naira as typed; US dollars and cents ("120.50", "$1,200.5", "120") as whole cents, and blank as
 * blank. Undefined when it is not dollars with at most two decimals.
 */
export function typedLedgerUnits(typed: string, currency: LedgerCurrency): string | undefined {
  const bare = typed.replace(/[\s,$]/g, "");
  if (currency === "NGN" || bare === "") return typed;
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(bare);
  return m ? String(Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"))) : undefined;
}
