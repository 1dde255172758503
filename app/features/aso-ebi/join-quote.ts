import { formatMoney, money, type LedgerCurrency } from "~/features/currency";

/**
 * A guest's share before she joins, in the currency her order will be in (whole naira, or whole
 * cents for a guest abroad paying in dollars): her piece, her delivery, the total and what she pays now.
 */
export interface JoinQuote {
  currency: LedgerCurrency;
  piece: number;
  deliveryLabel: string;
  deliveryFee: number;
  total: number;
  /** What Paystack asks for when she joins: the deposit, or the whole share. */
  dueNow: number;
}

/** One of the quote's figures in words, in its currency: ₦45,000 or $120.50. */
export const quoteMoney = (quote: Pick<JoinQuote, "currency">, amount: number): string =>
  formatMoney(money(amount, quote.currency));

/**
 * The join form's pay button, naming what Paystack then asks: "Join and pay ₦78,750 deposit", or
 * "Join and pay ₦105,000" for a share paid in full.
 */
export const joinPayWords = (quote: Pick<JoinQuote, "currency" | "dueNow" | "total">): string =>
  quote.dueNow < quote.total
    ? `Join and pay ${quoteMoney(quote, quote.dueNow)} deposit`
    : `Join and pay ${quoteMoney(quote, quote.total)}`;
