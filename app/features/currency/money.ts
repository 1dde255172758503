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
 * Money the shop took, owes, returned, credited or moved: a whole number in its currency's ledger
 * unit (whole naira for NGN, whole cents for USD: docs/decisions/289) and that currency, together
 * from the row to the screen. A catalogue price alone stays a naira number (formatPrice).
 */
export interface Money {
  readonly amount: number;
  readonly currency: LedgerCurrency;
}

export const money = (amount: number, currency: LedgerCurrency): Money => ({ amount, currency });

/** Money in words, in its own currency: ₦15,000 or $120.50. The one formatter of money. */
export const formatMoney = (m: Money): string => ledgerMoney(m.amount, m.currency);

/** Money brought (+₦10,000) or taken away (−$12.50, a true minus sign). */
export const formatSignedMoney = (m: Money): string => signedLedgerMoney(m.amount, m.currency);

/** How an owner types an amount in a currency, for the refusals' words. */
const EXAMPLE: Record<LedgerCurrency, string> = { NGN: "₦35,000 or 35k", USD: "$120.50" };

/**
 * The one reader of an amount the owner typed, in the currency the form is for: "₦35,000",
 * "35 000", "35k", "1.5k" and "NGN 35000" for naira (whole naira); "$120.50", "1,200.5", "USD 120"
 * for dollars (whole cents). A refusal in words for anything else, never a guess.
 */
export function parseMoney(
  typed: string,
  currency: LedgerCurrency,
): { ok: true; money: Money } | { ok: false; error: string } {
  const refuse = (why: string) => ({ ok: false as const, error: `${why}: type it like ${EXAMPLE[currency]}.` });
  const bare = typed
    .trim()
    .replace(/^(?:ngn|usd)\s*/i, "")
    .replace(/[\s,]/g, "");
  if (bare === "") return refuse("Type an amount");
  const sign = bare.startsWith("₦") ? "NGN" : bare.startsWith("$") ? "USD" : undefined;
  if (sign && sign !== currency) return refuse(`This amount is in ${currency === "NGN" ? "naira" : "US dollars"}`);
  const m = /^(\d{1,12})(?:\.(\d+))?(k)?$/i.exec(sign ? bare.slice(1) : bare);
  if (!m) return refuse(`"${typed.trim().slice(0, 20)}" is not an amount`);
  const [, whole = "0", decimals = "", thousands] = m;
  // "35.000" may be thirty-five thousand written the European way: never read as ₦35.
  if (decimals.length > 2 && !thousands) return refuse("At most two decimals");
  // Whole naira, or cents: thousands ("1.5k") first, then what must be whole is checked.
  const units = currency === "NGN" ? 1 : 100;
  const scaled = BigInt(whole + decimals) * BigInt(thousands ? 1000 : 1) * BigInt(units);
  const divisor = 10n ** BigInt(decimals.length);
  if (scaled % divisor !== 0n) return refuse(currency === "NGN" ? "Naira are whole here" : "At most two decimals");
  const amount = scaled / divisor;
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) return refuse("That amount is too large");
  return { ok: true, money: money(Number(amount), currency) };
}

/**
 * The one rule of an order's currency, for the server and the browser alike: US dollars for an
 * address abroad once the owner allows dollars, else naira. `countryCode` is ISO 3166 alpha-2
 * ("" while none is chosen).
 */
export const orderCurrency = (countryCode: string, dollarsAllowed: boolean): LedgerCurrency =>
  dollarsAllowed && countryCode !== "" && countryCode !== "NG" ? "USD" : "NGN";
