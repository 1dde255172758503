import { useExternalStore } from "~/features/storage";
import { currencyStore, setCurrency } from "./currency-store";
import { shownAmount, shownPieces, type Pieces } from "./shown-price";

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
  return useExternalStore(currencyStore, undefined, (snapshot) => shownAmount(naira, snapshot));
}

/** What pieces come to as the shopper sees it, and their list prices (shownPieces). */
export function usePieces(pieces: Pieces): { price: string; list: string } {
  const price = useExternalStore(currencyStore, undefined, (snapshot) => shownPieces(pieces, snapshot).price);
  const list = useExternalStore(currencyStore, undefined, (snapshot) => shownPieces(pieces, snapshot).list);
  return { price, list };
}

/** Whether prices are shown in the owner's dollars: she allows them and the shopper chose US dollars. */
export const useOwnerDollars = (): boolean =>
  useExternalStore(currencyStore, undefined, (snapshot) => snapshot.currency === "usd" && snapshot.dollars !== null);
