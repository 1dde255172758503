import { formatPrice } from "~/features/currency";
import { formatDay } from "~/lib/lagos-clock";
import type { Quote } from "~/features/delivery";
import { depositOffer } from "~/features/payments";
import type { CartLine } from "~/features/cart";

/**
 * How she pays: in full, or (a cart all made to order with nothing on sale) 75% now and the
 * balance by its due day, as plain radios the form posts (payPlan), so the page without a script
 * offers the same. A cart that must be paid in full says why.
 */
export function PayPlanFields({ lines, quote }: { lines: readonly CartLine[]; quote: Quote }) {
  const pieces = lines.map((l) => ({
    madeToOrder: l.product.madeToOrder,
    onSale: l.product.listPrice > l.product.price,
  }));
  const offer = depositOffer(pieces, quote.total, quote.promised.readyBy);
  if (!offer.ok) return <p className="text-sm text-ink-soft">{offer.reason}</p>;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="label-caps mb-2">How you pay</legend>
      <label className="flex items-center gap-3">
        <input type="radio" name="payPlan" value="full" defaultChecked /> Pay in full ({formatPrice(quote.total)})
      </label>
      <label className="flex items-center gap-3">
        <input type="radio" name="payPlan" value="deposit" /> Pay 75% now ({formatPrice(offer.deposit)}),{" "}
        {formatPrice(offer.balance)} due by {formatDay(offer.dueDay)}
      </label>
    </fieldset>
  );
}
