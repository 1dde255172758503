import { useCurrency } from "~/features/currency";
import { DisplayPrice } from "~/features/currency";

/**
 * A typed naira amount in the display currency, beside a price field; nothing while the display
 * currency is the naira or the amount is not a number yet.
 */
export function CurrencyEquivalent({ naira, id }: { naira: number | undefined; id: string }) {
  const { currency } = useCurrency();
  if (currency === "ngn" || naira === undefined) return <span id={id} />;
  return (
    <span id={id} className="text-xs text-ink-soft">
      about <DisplayPrice naira={naira} />
    </span>
  );
}
