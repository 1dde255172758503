import {
  createExternalStore,
  onStoredChange,
  oneOf,
  parseStored,
  readStored,
  STORAGE_KEYS,
  writeStored,
} from "~/features/storage";
import { CURRENCIES, type Currency, type Rates } from "./money";
import { fetchRates } from "./rates";

export interface CurrencySnapshot {
  currency: Currency;
  /** Empty until the rates have loaded, and if they fail: prices then stay in naira. */
  rates: Rates;
}

const storedCurrency = oneOf(CURRENCIES);
const serverSnapshot: CurrencySnapshot = Object.freeze({ currency: "ngn", rates: Object.freeze({}) });

/** The display currency: restored from local storage, rates fetched once per page load. */
export const currencyStore = createExternalStore<CurrencySnapshot>({
  serverSnapshot,
  load: () => ({ currency: readStored(STORAGE_KEYS.currency, storedCurrency, "ngn"), rates: {} }),
  start: (store) => {
    onStoredChange(STORAGE_KEYS.currency, (raw) => {
      const currency = raw === null ? "ngn" : parseStored(STORAGE_KEYS.currency, raw, storedCurrency, "ngn");
      store.set({ ...store.getSnapshot(), currency });
    });
    fetchRates().then(
      (rates) => store.set({ ...store.getSnapshot(), rates }),
      (error: unknown) => console.error("Error fetching exchange rates", error),
    );
  },
});

export function setCurrency(currency: Currency): void {
  currencyStore.set({ ...currencyStore.getSnapshot(), currency });
  writeStored(STORAGE_KEYS.currency, currency);
}
