import type { ProductFacts } from "~/features/catalogue";

/** A price that moved while a cart or checkout page was open (a sale started or ended). */
export interface PriceChange {
  productId: number;
  name: string;
  /** Whole naira, before and now. */
  from: number;
  to: number;
  /** The sale the new price is, when one started. */
  sale?: string;
  /** The sale whose price ended, when one did. */
  endedSale?: string;
}

/** The products whose price differs between the facts a page had and the ones it was given again. */
export function priceChanges(
  before: ReadonlyMap<number, ProductFacts | null>,
  after: readonly ProductFacts[],
): PriceChange[] {
  return after.flatMap((now) => {
    const then = before.get(now.id);
    if (!then || then.price === now.price) return [];
    const ended = then.sale && then.sale.name !== now.sale?.name ? then.sale.name : undefined;
    return [
      {
        productId: now.id,
        name: now.name,
        from: then.price,
        to: now.price,
        ...(now.sale ? { sale: now.sale.name } : {}),
        ...(ended ? { endedSale: ended } : {}),
      },
    ];
  });
}

/** Shortest wait before asking again, so an answer due at once cannot make a page ask in a loop. */
const MIN_WAIT_MS = 1000;
/** Longest wait a browser timer keeps (about 24.8 days); a later change is noticed when the page is shown again. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * When a page should ask for its prices again: `pricesFor` ms after now (the shop's answer, relative
 * so the phone's clock plays no part), spread over `spreadMs` so every open cart does not ask at
 * the same instant; null when no sale is due to start or end.
 */
export function repriceAt(pricesFor: number | null | undefined, now: number, spreadMs: number): number | null {
  if (pricesFor === null || pricesFor === undefined) return null;
  return now + Math.ceil(Math.max(MIN_WAIT_MS, pricesFor + spreadMs));
}
