/** At most this many payments per order: a shopper's retries, not a script's. */
export const MAX_ATTEMPTS = 20;

/**
 * A payment's own reference, which Paystack sees: the order's for its first payment, the order's
 * with -2, -3… for the next (Paystack refuses a reference it has seen before).
 */
export function paymentReference(orderReference: string, attempt: number): string {
  return attempt === 1 ? orderReference : `${orderReference}-${attempt}`;
}

/** The order and attempt a payment reference names; undefined for anything else. */
export function parsePaymentReference(value: unknown): { orderReference: string; attempt: number } | undefined {
  if (typeof value !== "string") return undefined;
  // The order's reference (checkout/reference.ts), then the attempt after the first.
  const match = /^(HZL-[2-9A-HJ-NP-Z]{12})(?:-([2-9]|[1-9][0-9]))?$/.exec(value);
  const orderReference = match?.[1];
  if (!orderReference) return undefined;
  const attempt = match[2] === undefined ? 1 : Number(match[2]);
  return attempt <= MAX_ATTEMPTS ? { orderReference, attempt } : undefined;
}

export const isPaymentReference = (value: unknown): value is string => parsePaymentReference(value) !== undefined;
