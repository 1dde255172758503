export { CURRENCIES, SIGNS, formatPrice } from "./money";
export type { Currency, Rates } from "./money";
export { useCurrency } from "./use-currency";
export { Money } from "./money-amount";
export { CurrencySelect } from "./currency-select";
export { fetchRates, parseRates, RATES_URLS } from "./rates";
