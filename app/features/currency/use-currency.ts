import { useExternalStore } from "~/features/storage";
import { formatPrice } from "./money";
import { currencyStore, setCurrency } from "./currency-store";

/**
 * The chosen display currency, whether this visit could not have the rates, and the way to change
 * it. The component re-renders when either changes, not when the rates arrive.
 */
export function useCurrency() {
  const currency = useExternalStore(currencyStore, undefined, (snapshot) => snapshot.currency);
  const unavailable = useExternalStore(currencyStore, undefined, (snapshot) => snapshot.unavailable);
  return { currency, unavailable, setCurrency };
}

/**
 * A naira amount as the shopper sees it. The component re-renders only when that text changes: in
 * naira, the rates arriving change nothing.
 */
export function usePrice(naira: number): string {
  return useExternalStore(currencyStore, undefined, ({ currency, rates }) => formatPrice(naira, currency, rates));
}
