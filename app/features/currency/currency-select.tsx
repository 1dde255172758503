import { useId } from "react";
import { ChevronDownIcon } from "~/components/ui/icons";
import { useExternalStore } from "~/features/storage";
import { shownCurrency, unshown } from "./currency-choice";
import { currencyStore } from "./currency-store";
import { CURRENCIES, SIGNS, type Currency } from "./money";
import { useCurrency } from "./use-currency";

const LABELS: Record<Currency, string> = { ngn: "NGN", usd: "USD", gbp: "GBP", eur: "EUR" };

function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** What the choice says, quietly, when this visit could not have the exchange rates. */
const RATES_UNAVAILABLE = "Exchange rates are unavailable: prices are in naira.";

/**
 * The display-currency choice: a native select (keyboard and screen readers for free) laid
 * invisibly over its face, which shows the sign on phones and the full label on wider screens.
 * Without rates it offers naira, and US dollars once the owner allows them (her own terms); showing
 * naira then, it describes itself by RATES_UNAVAILABLE.
 */
export function CurrencySelect() {
  const { unavailable, setCurrency } = useCurrency();
  const currency = useExternalStore(currencyStore, undefined, shownCurrency);
  const off = useExternalStore(currencyStore, undefined, unshown).split(" ");
  const described = unavailable && currency === "ngn";
  const note = useId();
  return (
    <div className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1 px-2 has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-hazel">
      <span aria-hidden="true" className="label-caps text-ink">
        <span className="text-sm sm:hidden">{SIGNS[currency]}</span>
        <span className="hidden sm:inline">
          {SIGNS[currency]} {LABELS[currency]}
        </span>
      </span>
      <ChevronDownIcon className="hidden size-3.5 text-ink-soft sm:block" />
      <select
        aria-label="Currency"
        aria-describedby={described ? note : undefined}
        title={described ? RATES_UNAVAILABLE : undefined}
        className="absolute inset-0 cursor-pointer opacity-0"
        value={currency}
        onChange={(e) => {
          if (isCurrency(e.target.value)) setCurrency(e.target.value);
        }}
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c} disabled={off.includes(c)}>
            {SIGNS[c]} {LABELS[c]}
            {off.includes(c) ? " (unavailable)" : ""}
          </option>
        ))}
      </select>
      {described ? (
        <span id={note} className="sr-only">
          {RATES_UNAVAILABLE}
        </span>
      ) : null}
    </div>
  );
}
