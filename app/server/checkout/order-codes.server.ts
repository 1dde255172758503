// An order's limits and codes as it is placed: at most ORDER_RATE_LIMIT orders from one address,
// each kind of code tried at most CODE_RATE_LIMIT times, what her codes do quoted before anything
// is taken, and the total checked against the one the page showed (before, and again under the
// codes' locks).
import { totalChangedText, type CheckoutQuote } from "~/features/checkout/checkout-quote";
import type { OpenOrderCookie } from "~/features/checkout/open-order-cookie";
import type { PricedCheckout } from "~/features/checkout/price-checkout";
import { money, type LedgerCurrency } from "~/features/currency";
import { addressLimitKey } from "../base/address-block.server";
import { hit } from "../base/rate-limit.server";
import { CREDIT_TEXT } from "../credit/spend-credit.server";
import type { Db } from "../db/db.server";
import { DISCOUNT_TOO_MANY } from "../discounts/take-discount.server";
import { isOpenOrderOf } from "./open-order.server";
import type { PricedOrder } from "./price-order.server";
import { CODE_RATE_LIMIT, quoteCodes, type TypedCodes } from "./quote-checkout.server";

/** Orders one address may place in the window: a shopper's retries, not a script's flood. */
const ORDER_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

/** The total is not the one the page showed (`shownTotal`): nothing was stored or charged. */
type TotalChangedRefusal = {
  ok: false;
  message: string;
  totalChanged: true;
  quote: CheckoutQuote;
  currency: LedgerCurrency;
};

export type CodesRefusal =
  | { ok: false; limited: { retryAfterSeconds: number } }
  /** The gift card or credit code could not pay. `quote`: the figures without it. */
  | { ok: false; message: string; credit: true; quote?: CheckoutQuote }
  /** The discount code does not apply (the reason in words). */
  | { ok: false; message: string; discount: true; quote?: CheckoutQuote }
  | TotalChangedRefusal;

/** Her codes as typed, what they do to the order, and the total the page showed her. */
export interface QuotedCodes {
  codes: TypedCodes;
  quote: CheckoutQuote;
  shownTotal?: number;
}

/** Thrown inside the order's transaction when what Paystack would ask is not what the page showed. */
export class TotalChanged extends Error {}

const totalChanged = (quote: CheckoutQuote, currency: LedgerCurrency): TotalChangedRefusal => ({
  ok: false,
  message: totalChangedText(money(quote.total, currency)),
  totalChanged: true,
  quote,
  currency,
});

/**
 * The order counted against its address's limit, her codes' tries against theirs, and her codes
 * quoted on the priced order: refused when a limit is reached, a code does not apply or the total
 * is not the one the page showed.
 */
export async function quoteOrderCodes(
  db: Db,
  { request, priced }: PricedOrder,
  asked: { clientAddress?: string; open?: OpenOrderCookie; now: Date },
): Promise<({ ok: true } & QuotedCodes) | CodesRefusal> {
  const allowed = await hit(db, { key: addressLimitKey("orders", asked.clientAddress), ...ORDER_RATE_LIMIT });
  if (!allowed.ok) return { ok: false, limited: allowed };
  const creditCode = request.creditCode.trim();
  if (creditCode) {
    const tried = await hit(db, { key: addressLimitKey("credit-codes", asked.clientAddress), ...CODE_RATE_LIMIT });
    if (!tried.ok) return { ok: false, message: CREDIT_TEXT.tooMany, credit: true };
  }
  const discountCode = request.discountCode.trim();
  if (discountCode) {
    const tried = await hit(db, { key: addressLimitKey("discount-codes", asked.clientAddress), ...CODE_RATE_LIMIT });
    if (!tried.ok) return { ok: false, message: DISCOUNT_TOO_MANY, discount: true };
  }
  // Her own open order's use is left out only for the browser holding its key.
  const replacing = asked.open && (await isOpenOrderOf(db, asked.open)) ? asked.open.reference : undefined;
  const codes = { discountCode, creditCode, email: request.customer.email, now: asked.now, replacing };
  const quote = await quoteCodes(db, priced, codes);
  if (quote.discountError) return { ok: false, message: quote.discountError, discount: true, quote };
  if (quote.creditError) return { ok: false, message: quote.creditError, credit: true, quote };
  const { shownTotal } = request;
  if (shownTotal !== undefined && shownTotal !== quote.total) return totalChanged(quote, priced.currency);
  return { ok: true, codes, quote, shownTotal };
}

/**
 * Under the codes' locks, within the order's transaction: what the discount took off (`off`) and
 * what this payment asks once credit paid its part (`amount` of `due`) are what the page showed;
 * else TotalChanged rolls the order back (another order may have used the code or its credit since).
 */
export function checkShownTotal(
  { quote, shownTotal }: QuotedCodes,
  taken: { off: number; due: number; amount: number },
) {
  const quoted = Math.max(0, taken.due - (quote.credit?.amount ?? 0));
  if (shownTotal !== undefined && (taken.off !== (quote.discount?.amount ?? 0) || taken.amount !== quoted))
    throw new TotalChanged();
}

/** The refusal when the total changed under the codes' locks, with her codes quoted again. */
export async function requotedTotal(db: Db, priced: PricedCheckout, { codes }: QuotedCodes) {
  return totalChanged(await quoteCodes(db, priced, codes), priced.currency);
}
