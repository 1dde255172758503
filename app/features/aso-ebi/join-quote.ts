import { formatPrice } from "~/features/currency";

/** A guest's share before she joins, whole naira: her piece, her delivery, the total and what she pays now. */
export interface JoinQuote {
  piece: number;
  deliveryLabel: string;
  deliveryFee: number;
  total: number;
  /** What Paystack asks for when she joins: the deposit, or the whole share. */
  dueNow: number;
}

/**
 * The join form's pay button, naming what Paystack then asks: "Join and pay ₦78,750 deposit", or
 * "Join and pay ₦105,000" for a share paid in full.
 */
export const joinPayWords = (quote: Pick<JoinQuote, "dueNow" | "total">): string =>
  quote.dueNow < quote.total
    ? `Join and pay ${formatPrice(quote.dueNow)} deposit`
    : `Join and pay ${formatPrice(quote.total)}`;
