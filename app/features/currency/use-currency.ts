import { useExternalStore } from "~/features/storage";
import { formatPrice, SIGNS } from "./money";
import { currencyStore, setCurrency } from "./currency-store";

/** The chosen display currency, its sign, the rates, and the formatter that follows them. */
export function useCurrency() {
  const { currency, rates } = useExternalStore(currencyStore);
  return {
    currency,
    sign: SIGNS[currency],
    rates,
    setCurrency,
    format: (naira: number) => formatPrice(naira, currency, rates),
  };
}
