import { useContext } from "react";
import { ledgerMoney, money as moneyOf, type LedgerCurrency } from "~/features/currency";
import { formatDay, lagosToday } from "~/lib/lagos-clock";
import type { Quote } from "~/features/delivery";
import { depositOffer } from "~/features/payments";
import { ServerCart, type CartLine } from "~/features/cart";
import { cancelWords, cartPlanTerms, checkoutSchedule, feeWords, partLines } from "~/features/pay-plans";
import type { CheckoutQuote } from "../checkout-quote";
import { CHOICE_CLASS, CHOICE_INPUT_CLASS } from "./choice-class";

/**
 * How she pays: in full, or (a cart all made to order with nothing on sale) 75% now and the
 * balance by its due day, or in the parts of the plan the owner set on its dearest piece (the plans
 * come with the page, from the server), as plain radios the form posts (payPlan), so the page
 * without a script offers the same. A cart that must be paid in full says why. The figures follow
 * her codes: the deposit and the parts are taken from the discounted total, and a gift card or
 * credit pays first. Loaded apart from the checkout's script; the server renders it in place.
 */
export default function PayPlanFields({
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
  const plans = useContext(ServerCart)?.plans ?? {};
  const money = (amount: number) => ledgerMoney(amount, currency);
  const total = codes?.orderTotal ?? quote.total;
  const credit = codes?.credit?.amount ?? 0;
  const pieces = lines.map((l) => ({
    productId: l.productId,
    lineTotal: l.itemTotal,
    madeToOrder: l.product.madeToOrder,
    onSale: l.product.listPrice > l.product.price,
  }));
  const offer = depositOffer(pieces, { amount: total, currency }, quote.promised.readyBy);
  if (!offer.ok) return <p className="text-sm text-ink-soft">{offer.reason}</p>;
  // Plans are in naira (their fees are kobo): none on a dollar order.
  const terms = currency === "NGN" ? cartPlanTerms(pieces, plans) : undefined;
  const today = lagosToday();
  const planned =
    terms && checkoutSchedule(terms, moneyOf(total, currency), today, { readyBy: quote.promised.readyBy });
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
      {planned?.ok && (
        <label className={CHOICE_CLASS}>
          <input type="radio" name="payPlan" value="plan" className={CHOICE_INPUT_CLASS} />
          <span className="flex flex-1 flex-col gap-1">
            <span>Pay small small: {planned.plan.parts.length} parts, interest-free</span>
            <span className="flex flex-col text-sm" data-testid="checkout-plan-parts">
              {partLines(planned.plan.parts, currency, today).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
            <span className="text-sm text-ink-soft">
              {feeWords(planned.plan, currency)} {cancelWords(planned.plan.cancel, currency)}
            </span>
          </span>
        </label>
      )}
      {planned && !planned.ok && <p className="text-sm text-ink-soft">Pay small small: {planned.reason}</p>}
    </fieldset>
  );
}
