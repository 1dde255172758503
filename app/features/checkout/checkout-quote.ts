import { formatMoney, type Money } from "~/features/currency";

/**
 * The checkout's figures as the shop prices them before she orders, in the checkout's currency
 * (whole naira, or whole cents for a shopper abroad paying in dollars): the items,
 * delivery and express (`subtotal`), what her discount code takes off and what her gift card or
 * credit code pays, each with why not in words when it cannot.
 */
export interface CheckoutQuote {
  /** Items + delivery + express: the figure the page prices itself as she chooses. */
  subtotal: number;
  discount: { code: string; amount: number } | null;
  discountError: string | null;
  /** `label`: the code's kind in the shop's words ("Gift card", "Store credit"). */
  credit: { label: string; amount: number } | null;
  creditError: string | null;
  /** What the order comes to: the subtotal less the discount. Deposits are taken from it. */
  orderTotal: number;
  /** What she pays in all: the order's total less what the code pays. */
  total: number;
}

/** The quote's figures from what each code does (null: no code, or one refused). */
export function checkoutQuote(
  subtotal: number,
  discount: CheckoutQuote["discount"],
  credit: CheckoutQuote["credit"],
  errors: { discountError?: string; creditError?: string } = {},
): CheckoutQuote {
  const orderTotal = subtotal - (discount?.amount ?? 0);
  return {
    subtotal,
    discount,
    discountError: errors.discountError ?? null,
    credit,
    creditError: errors.creditError ?? null,
    orderTotal,
    total: orderTotal - (credit?.amount ?? 0),
  };
}

/** Said when the order's total at Place Order is not the one the page showed: nothing is charged. */
export const totalChangedText = (total: Money) =>
  `The total changed to ${formatMoney(total)}: check it and place the order again.`;

/** Said when she applied her codes or asked for the totals of her delivery (no script). */
export const TOTALS_UPDATED = "Your totals are updated below. Check them, then place your order.";

/** The `intent` of the Apply buttons and of "Update delivery and totals": the page comes back priced. */
export const QUOTE_INTENT = "apply";
