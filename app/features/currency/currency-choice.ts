// What the header's currency choice offers and shows on this visit.
import type { CurrencySnapshot } from "./currency-store";
import { CURRENCIES, type Currency } from "./money";

/**
 * Whether a currency can be shown: naira always; US dollars once the owner allows them (her own
 * terms, whatever the rates file); any other while the rates have not failed.
 */
export const canShow = (currency: Currency, { unavailable, dollars }: CurrencySnapshot): boolean =>
  currency === "ngn" || !unavailable || (currency === "usd" && dollars !== null);

/** The currency the header says: her choice when it can be shown, else naira. */
export const shownCurrency = (snapshot: CurrencySnapshot): Currency =>
  canShow(snapshot.currency, snapshot) ? snapshot.currency : "ngn";

/** The currencies that cannot be shown, as one string (a selector's stable value): "" when all can. */
export const unshown = (snapshot: CurrencySnapshot): string =>
  CURRENCIES.filter((c) => !canShow(c, snapshot)).join(" ");
