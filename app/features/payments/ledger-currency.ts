// The currencies an order's money is kept in: every ledger row (payment, refund, credit code and
// its entries) carries one, never converted. Amounts in the currency's minor unit, kobo or cents,
// as Paystack counts them too.
import type { LedgerCurrency } from "~/features/currency";

// The type and the words of an amount are the currency feature's, where an order's parts read them.
export { ledgerMoney, type LedgerCurrency } from "~/features/currency";

export const isLedgerCurrency = (value: unknown): value is LedgerCurrency => value === "NGN" || value === "USD";

/** The currency in words, as the owner and the shopper read it. */
export const CURRENCY_WORDS: Record<LedgerCurrency, string> = { NGN: "naira", USD: "US dollars" };

/**
 * Why a refund asked in `asked` cannot go back from a payment made in `paid`, or null when it may:
 * money goes back in the currency it came in, never converted.
 */
export function refundCurrencyRefusal(paid: LedgerCurrency, asked: string): string | null {
  if (asked === paid) return null;
  const words = isLedgerCurrency(asked) ? CURRENCY_WORDS[asked] : `"${asked.slice(0, 8)}"`;
  return `This payment was made in ${CURRENCY_WORDS[paid]}: its refund goes back in ${CURRENCY_WORDS[paid]}, not in ${words}.`;
}

/**
 * Why a credit code or gift card kept in `code` cannot pay an order placed in `order`, or null
 * when it may: a code keeps its currency and is never converted.
 */
export function codeCurrencyRefusal(code: LedgerCurrency, order: LedgerCurrency): string | null {
  if (code === order) return null;
  return `This code holds ${CURRENCY_WORDS[code]} and this order is in ${CURRENCY_WORDS[order]}: a code is never converted, so it cannot pay this order.`;
}
