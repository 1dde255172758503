import { findProductFacts } from "~/features/catalogue";
import { checkoutQuote, type CheckoutQuote } from "~/features/checkout/checkout-quote";
import { priceCheckout, type PricedCheckout, type PricedRequest } from "~/features/checkout/price-checkout";
import { CREDIT_KIND_WORDS } from "~/features/credit";
import { lagosDayOf } from "~/lib/lagos-clock";
import { queuePiecesOf, scheduleFor } from "../atelier/queue.server";
import { abroadFeesFor } from "../abroad/abroad-fees.server";
import { dollarTermsOf } from "../dollars/dollar-terms.server";
import type { Db } from "../db/db.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit, unhit } from "../base/rate-limit.server";
import { CREDIT_TEXT, quoteCredit } from "../credit/spend-credit.server";
import { DISCOUNT_TOO_MANY, quoteDiscount } from "../discounts/take-discount.server";

/** The codes she typed and who she is, as the codes' rules read them. */
export interface TypedCodes {
  discountCode: string;
  creditCode: string;
  email: string;
  now: Date;
  /** Her open order, whose own use of a code does not count against her. */
  replacing?: string;
}

/** Gift card, credit and discount codes one address may try in the window, each kind: against guessing. */
export const CODE_RATE_LIMIT = { limit: 8, windowSeconds: 900 } as const;

/**
 * What her codes do to a priced order, by the rules that take them when she orders
 * (take-discount, spend-credit), read only: nothing is locked, used, spent or kept. The discount
 * comes off first; the gift card or credit pays at most what is left.
 */
export async function quoteCodes(db: Db, priced: PricedCheckout, codes: TypedCodes): Promise<CheckoutQuote> {
  const { email, now, replacing } = codes;
  const discountCode = codes.discountCode.trim();
  const creditCode = codes.creditCode.trim();
  const discount = discountCode
    ? await quoteDiscount(db, discountCode, {
        items: priced.items,
        total: priced.total,
        email,
        now,
        replacing,
        currency: priced.currency,
      })
    : undefined;
  const off = discount?.ok ? discount.taken : null;
  const due = priced.total - (off?.amount ?? 0);
  const credit = creditCode ? await quoteCredit(db, creditCode, due, now, priced.currency) : undefined;
  return checkoutQuote(
    priced.total,
    off && { code: off.code, amount: off.amount },
    credit?.ok ? { label: CREDIT_KIND_WORDS[credit.kind], amount: credit.amount } : null,
    {
      ...(discount && !discount.ok ? { discountError: discount.text } : {}),
      ...(credit && !credit.ok ? { creditError: credit.text } : {}),
    },
  );
}

/**
 * The checkout priced whole before she orders: the cart, delivery and express
 * (features/checkout's priceCheckout), then her codes (quoteCodes). Refused, in words, when the
 * delivery she chose cannot be priced for her place.
 */
export async function quoteCheckout(
  db: Db,
  order: PricedRequest,
  codes: TypedCodes,
): Promise<{ ok: true; priced: PricedCheckout; quote: CheckoutQuote } | { ok: false; message: string }> {
  const today = lagosDayOf(codes.now);
  const schedule = await scheduleFor(db, today, queuePiecesOf(order.lines));
  const abroad = await abroadFeesFor(db, order.lines);
  const checkout = priceCheckout(order, today, findProductFacts, schedule, abroad, await dollarTermsOf(db, order));
  if (!checkout.ok) return { ok: false, message: checkout.message };
  return { ok: true, priced: checkout.priced, quote: await quoteCodes(db, checkout.priced, codes) };
}

/**
 * quoteCheckout for a shopper's Apply: each code she tries counts against her address's limit
 * (the one placing an order counts against) unless it applies, so only guesses use it up; past
 * the limit the code is not looked up, and its field says to wait.
 */
export async function quoteForShopper(
  db: Db,
  order: PricedRequest,
  codes: TypedCodes,
  clientAddress: string | undefined,
) {
  const keys = {
    discount: addressLimitKey("discount-codes", clientAddress),
    credit: addressLimitKey("credit-codes", clientAddress),
  };
  const tried = async (typed: string, key: string) =>
    typed.trim() === "" || (await hit(db, { key, ...CODE_RATE_LIMIT })).ok;
  const discountOk = await tried(codes.discountCode, keys.discount);
  const creditOk = await tried(codes.creditCode, keys.credit);
  const quoted = await quoteCheckout(db, order, {
    ...codes,
    discountCode: discountOk ? codes.discountCode : "",
    creditCode: creditOk ? codes.creditCode : "",
  });
  if (!quoted.ok) return quoted;
  const { quote } = quoted;
  if (quote.discount) await unhit(db, keys.discount);
  if (quote.credit) await unhit(db, keys.credit);
  return {
    ...quoted,
    quote: {
      ...quote,
      discountError: discountOk ? quote.discountError : DISCOUNT_TOO_MANY,
      creditError: creditOk ? quote.creditError : CREDIT_TEXT.tooMany,
    },
  };
}
