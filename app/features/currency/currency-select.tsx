import { ChevronDownIcon } from "~/components/ui/icons";
import { CURRENCIES, SIGNS, type Currency } from "./money";
import { useCurrency } from "./use-currency";

const LABELS: Record<Currency, string> = { ngn: "NGN", usd: "USD", gbp: "GBP", eur: "EUR" };

function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/**
 * The display-currency choice: a native select (keyboard and screen readers for free) laid
 * invisibly over its face, which shows the sign on phones and the full label on wider screens.
 */
export function CurrencySelect() {
  const { currency, setCurrency } = useCurrency();
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
        className="absolute inset-0 cursor-pointer opacity-0"
        value={currency}
        onChange={(e) => {
          if (isCurrency(e.target.value)) setCurrency(e.target.value);
        }}
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {SIGNS[c]} {LABELS[c]}
          </option>
        ))}
      </select>
    </div>
  );
}
