// How long a quote may be paid (docs/decisions/256-a-quote-is-an-order-the-owner-places.md). Pure.

/** Days a quote stays payable when the owner says nothing else. */
export const DEFAULT_VALID_DAYS = 7;
/** The longest validity she may give: a price and a held piece are not promised for longer. */
export const MAX_VALID_DAYS = 30;

const DAY_MS = 24 * 3_600_000;

/** The instant a quote made at `madeAt` stops being payable: `days` whole days later. */
export function quoteValidUntil(madeAt: Date, days: number): Date {
  return new Date(madeAt.getTime() + days * DAY_MS);
}

/** Whether a quote has lapsed at `now`: its validity has ended (the instant itself included). */
export function quoteLapsed(quote: { validUntil: Date }, now: Date): boolean {
  return now.getTime() >= quote.validUntil.getTime();
}

/**
 * Whether a payment Paystack confirms for an order may be taken by it: every order but a quote
 * whose validity has ended, or that lapsed (expired) already; such money is returned.
 */
export function refusesLatePayment(order: { status: string; quote?: { validUntil: Date } }, now: Date): boolean {
  if (!order.quote) return false;
  return order.status === "expired" || (order.status === "pending" && quoteLapsed(order.quote, now));
}
