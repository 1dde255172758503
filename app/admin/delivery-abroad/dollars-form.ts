// The owner's dollars form (pure): whether addresses abroad pay in US dollars, the rate she
// approves, and the price list that rate gives (docs/decisions/291-dollars-priced-once-fixed-on-the-order.md).
import { parseNaira } from "~/features/currency";
import { piecePrice, type DollarTerms, type NairaPrices } from "~/features/dollars";
import type { FormErrors } from "./abroad-forms";

export interface DollarsValues {
  /** "on" when ticked. */
  allowed: string;
  /** Naira to one US dollar, as typed. */
  rate: string;
}

/** Her setting as typed, or the rate's message in words; nothing saved half right. */
export function readDollarsForm(
  v: DollarsValues,
): { ok: true; setting: { allowed: boolean; nairaPerDollar: number } } | { ok: false; errors: FormErrors } {
  const read = parseNaira(v.rate);
  if (!read.ok) return { ok: false, errors: { rate: read.error } };
  const rate = read.naira;
  if (rate < 1 || rate > 100_000)
    return {
      ok: false,
      errors: { rate: "Write the naira to one US dollar as a whole number from 1 to 100000, like 1550." },
    };
  return { ok: true, setting: { allowed: v.allowed === "on", nairaPerDollar: rate } };
}

export interface DollarPriceRow {
  id: number;
  name: string;
  /** Whole naira she sells it for now. */
  naira: number;
  /** Whole cents a shopper abroad pays for it. */
  cents: number;
  /** Her own dollar price (the prices file's), not the rate's. */
  own: boolean;
}

/** Every product's dollar price on these terms, as the checkout will charge it. */
export const dollarPriceList = (
  products: readonly (NairaPrices & { name: string })[],
  terms: DollarTerms,
): DollarPriceRow[] =>
  products.map((p) => {
    const priced = piecePrice(p, terms);
    return { id: p.id, name: p.name, naira: p.price, cents: priced.price, own: priced.own };
  });
