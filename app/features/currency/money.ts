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
 * The currencies an order's money is kept in (its ledger rows, docs/decisions/289), never
 * converted. Not a display currency: no rate is applied.
 */
export type LedgerCurrency = "NGN" | "USD";

/** Minor units in one naira (kobo) or one dollar (cents): every ledger amount is kept in them (docs/decisions/289). */
const UNITS_PER_MAJOR: Record<LedgerCurrency, number> = { NGN: 100, USD: 100 };

/** The smallest amount the shop asks, shares or leaves to pay: a whole naira (100 kobo), a cent. */
const STEP: Record<LedgerCurrency, number> = { NGN: UNITS_PER_MAJOR.NGN, USD: 1 };

/** A ledger amount as its major units with two decimals ("15000.00", "120.50"). */
const decimal = (amount: number, currency: LedgerCurrency) => (amount / UNITS_PER_MAJOR[currency]).toFixed(2);

/** A ledger amount in words: ₦15,000 (naira whole, ₦15,000.50 only when kobo are there), or $120.50. */
export function ledgerMoney(amount: number, currency: LedgerCurrency): string {
  if (currency === "NGN" && amount % UNITS_PER_MAJOR.NGN === 0) return formatPrice(amount / UNITS_PER_MAJOR.NGN);
  const [whole = "0", cents = "00"] = decimal(amount, currency).split(".");
  return `${currency === "NGN" ? SIGNS.ngn : SIGNS.usd}${grouped(whole)}.${cents}`;
}

/** A ledger amount brought (+₦10,000, +$12.50) or taken away (−₦10,000, −$12.50, a true minus sign). */
export const signedLedgerMoney = (amount: number, currency: LedgerCurrency): string =>
  `${amount < 0 ? "\u2212" : "+"}${ledgerMoney(Math.abs(amount), currency)}`;

/**
 * A ledger amount as an owner's form field shows it, to be read back by the same form: whole naira
 * ("35000"), or dollars and cents ("120.50").
 */
export const ledgerFieldValue = (amount: number, currency: LedgerCurrency): string =>
  currency === "NGN" && amount % UNITS_PER_MAJOR.NGN === 0
    ? String(amount / UNITS_PER_MAJOR.NGN)
    : decimal(amount, currency);

/**
 * Money the shop took, owes, returned, credited or moved: an integer in its currency's minor unit
 * (kobo, cents: docs/decisions/289) and that currency, together from the row to the screen. A catalogue
 * price alone stays a naira number (formatPrice) until it becomes an order's money (nairaMoney).
 */
export interface Money {
  readonly amount: number;
  readonly currency: LedgerCurrency;
}

export const money = (amount: number, currency: LedgerCurrency): Money => ({ amount, currency });

/** A catalogue price (whole naira, as the spec gives it) in kobo. */
export const nairaUnits = (naira: number): number => naira * UNITS_PER_MAJOR.NGN;

/** Kobo as naira, for the display currency's conversion of a naira amount (DisplayPrice). */
export const nairaOf = (kobo: number): number => kobo / UNITS_PER_MAJOR.NGN;

/** A catalogue price (whole naira) as money: what an order, a fee or a gift card of that price holds. */
export const nairaMoney = (naira: number): Money => money(nairaUnits(naira), "NGN");

/** The smallest amount the shop asks or leaves to pay: a naira (100 kobo), a cent. */
export const smallestAmount = (currency: LedgerCurrency): number => STEP[currency];

/**
 * `percent` of a ledger amount in whole naira or cents, never a fraction of one: rounded up (a
 * deposit: never less than the terms ask), down (a discount) or to the nearest (a fee).
 */
export function roundedShare(
  amount: number,
  percent: number,
  currency: LedgerCurrency,
  round: "up" | "down" | "nearest",
): number {
  const steps = (amount * percent) / 100 / STEP[currency];
  const whole = round === "up" ? Math.ceil(steps) : round === "down" ? Math.floor(steps) : Math.round(steps);
  return whole * STEP[currency];
}

/** Money in words, in its own currency: ₦15,000 or $120.50. The one formatter of money. */
export const formatMoney = (m: Money): string => ledgerMoney(m.amount, m.currency);

/** Money brought (+₦10,000) or taken away (−$12.50, a true minus sign). */
export const formatSignedMoney = (m: Money): string => signedLedgerMoney(m.amount, m.currency);

/** How an owner types an amount in a currency, for the refusals' words. */
const EXAMPLE: Record<LedgerCurrency, string> = { NGN: "₦35,000 or 35k", USD: "$120.50" };

/**
 * The one reader of an amount the owner typed, in the currency the form is for: "₦35,000",
 * "35 000", "35k", "1.5k" and "NGN 35000" for naira (whole naira); "$120.50", "1,200.5", "USD 120"
 * for dollars (cents), as ledger units. A refusal in words for anything else, never a guess.
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
  const scaled = BigInt(whole + decimals) * BigInt(thousands ? 1000 : 1) * BigInt(UNITS_PER_MAJOR[currency]);
  const divisor = 10n ** BigInt(decimals.length) * BigInt(STEP[currency]);
  if (scaled % divisor !== 0n) return refuse(currency === "NGN" ? "Naira are whole here" : "At most two decimals");
  const amount = (scaled / divisor) * BigInt(STEP[currency]);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) return refuse("That amount is too large");
  return { ok: true, money: money(Number(amount), currency) };
}

/**
 * A price or a setting the owner types in whole naira (a product's price, a gift card's amount, a
 * rate): parseMoney's reading and refusals, the amount in naira as the catalogue keeps it.
 */
export function parseNaira(typed: string): { ok: true; naira: number } | { ok: false; error: string } {
  const read = parseMoney(typed, "NGN");
  return read.ok ? { ok: true, naira: nairaOf(read.money.amount) } : read;
}

/**
 * The one rule of an order's currency, for the server and the browser alike: US dollars for an
 * address abroad once the owner allows dollars, else naira. `countryCode` is ISO 3166 alpha-2
 * ("" while none is chosen).
 */
export const orderCurrency = (countryCode: string, dollarsAllowed: boolean): LedgerCurrency =>
  dollarsAllowed && countryCode !== "" && countryCode !== "NG" ? "USD" : "NGN";
