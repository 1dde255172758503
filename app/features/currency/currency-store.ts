import {
  createExternalStore,
  onStoredChange,
  oneOf,
  parseStored,
  readStored,
  readVisit,
  SESSION_KEYS,
  STORAGE_KEYS,
  writeStored,
  writeVisit,
} from "~/features/storage";
import { freshDollars, keptDollars } from "./kept-dollars";
import { freshKept, keptRates, type KeptRates } from "./kept-rates";
import type { DollarTerms } from "./piece-price";
import { CURRENCIES, type Currency, type Rates } from "./money";
import { fetchRates } from "./rates";

export interface CurrencySnapshot {
  currency: Currency;
  /** Empty until the rates have loaded, and if they fail: prices then stay in naira. */
  rates: Rates;
  /** True when this visit could not have the rates: the choice says so, prices stay in naira. */
  unavailable: boolean;
  /** The owner's dollar terms once she allows dollars abroad (null until read, and while she does not). */
  dollars: DollarTerms | null;
}

const storedCurrency = oneOf(CURRENCIES);
const serverSnapshot: CurrencySnapshot = Object.freeze({
  currency: "ngn",
  rates: Object.freeze({}),
  unavailable: false,
  dollars: null,
});

/** This visit's rates, when it already asked for them. */
const keptNow = () => freshKept(readVisit(SESSION_KEYS.rates, keptRates), Date.now());

/** This visit's dollar terms, when it already asked for them. */
const keptDollarsNow = () => freshDollars(readVisit(SESSION_KEYS.dollars, keptDollars), Date.now());

const fromKept = (kept: KeptRates | null) =>
  kept === null
    ? { rates: {}, unavailable: false }
    : "rates" in kept
      ? { rates: kept.rates, unavailable: false }
      : { rates: {}, unavailable: true };

/**
 * The display currency: restored from local storage; the rates fetched once per visit and kept
 * in session storage (or that they could not be had), so the next pages of the visit ask nothing;
 * the owner's dollar terms likewise, for a few minutes (a failure is asked again on the next page).
 */
export const currencyStore = createExternalStore<CurrencySnapshot>({
  serverSnapshot,
  load: () => ({
    currency: readStored(STORAGE_KEYS.currency, storedCurrency, "ngn"),
    ...fromKept(keptNow()),
    dollars: keptDollarsNow()?.terms ?? null,
  }),
  start: (store) => {
    onStoredChange(STORAGE_KEYS.currency, (raw) => {
      const currency = raw === null ? "ngn" : parseStored(STORAGE_KEYS.currency, raw, storedCurrency, "ngn");
      store.set({ ...store.getSnapshot(), currency });
    });
    if (keptDollarsNow() === null)
      fetch("/api/dollar-terms")
        .then((response) => response.json())
        .then(
          (terms: unknown) => {
            const checked = keptDollars({ at: Date.now(), terms });
            if (!checked.ok) return;
            writeVisit(SESSION_KEYS.dollars, checked.value);
            store.set({ ...store.getSnapshot(), dollars: checked.value.terms });
          },
          // Not had: prices stay in the display currency, and the next page asks again.
          () => {},
        );
    if (keptNow() !== null) return;
    const keep = (kept: KeptRates) => {
      writeVisit(SESSION_KEYS.rates, kept);
      store.set({ ...store.getSnapshot(), ...fromKept(kept) });
    };
    fetchRates().then(
      (rates) => keep({ at: Date.now(), rates }),
      (error: unknown) => {
        console.error("Error fetching exchange rates", error);
        keep({ at: Date.now(), unavailable: true });
      },
    );
  },
});

export function setCurrency(currency: Currency): void {
  currencyStore.set({ ...currencyStore.getSnapshot(), currency });
  writeStored(STORAGE_KEYS.currency, currency);
}
