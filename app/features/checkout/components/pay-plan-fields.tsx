import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { formatDay } from "~/lib/lagos-clock";
import type { Quote } from "~/features/delivery";
import { depositOffer } from "~/features/payments";
import type { CartLine } from "~/features/cart";
import type { CheckoutQuote } from "../checkout-quote";
import { CHOICE_CLASS, CHOICE_INPUT_CLASS } from "./choice-class";

/**
 * How she pays: in full, or (a cart all made to order with nothing on sale) 75% now and the
 * balance by its due day, as plain radios the form posts (payPlan), so the page without a script
 * offers the same. A cart that must be paid in full says why. The figures follow her codes: the
 * deposit is taken from the discounted total, and a gift card or credit pays first.
 */
export function PayPlanFields({
  lines,
  quote,
  codes,
  currency = "NGN",
}: {
  lines: readonly CartLine[];
  quote: Quote;
  codes?: CheckoutQuote | null;
  currency?: LedgerCurrency;
}) {
  const money = (amount: number) => ledgerMoney(amount, currency);
  const total = codes?.orderTotal ?? quote.total;
  const credit = codes?.credit?.amount ?? 0;
  const pieces = lines.map((l) => ({
    madeToOrder: l.product.madeToOrder,
    onSale: l.product.listPrice > l.product.price,
  }));
  const offer = depositOffer(pieces, { amount: total, currency }, quote.promised.readyBy);
  if (!offer.ok) return <p className="text-sm text-ink-soft">{offer.reason}</p>;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="label-caps mb-3 text-ink-soft">How you pay</legend>
      <label className={CHOICE_CLASS}>
        <input type="radio" name="payPlan" value="full" defaultChecked className={CHOICE_INPUT_CLASS} />
        <span className="flex-1">Pay in full ({money(total - credit)})</span>
      </label>
      <label className={CHOICE_CLASS}>
        <input type="radio" name="payPlan" value="deposit" className={CHOICE_INPUT_CLASS} />
        <span className="flex-1">
          Pay 75% now ({money(Math.max(0, offer.deposit - credit))}), {money(offer.balance)} due by{" "}
          {formatDay(offer.dueDay)}
        </span>
      </label>
    </fieldset>
  );
}
