import { formatPrice } from "~/features/currency";
import { PRICE_MAX } from "../products/product-form-parts";
import { valuesOf, type PricedProduct } from "./price-file";
import { failedPlan, priceChanges, type PricePlan } from "./price-plan";

// Raising every price of a collection by a percentage (docs/decisions/218-prices-in-bulk.md):
// each new price rounded to the nearest ₦500, previewed and applied as a prices file is.

/** The percentages taken: a cut of up to half, a raise of up to double. */
export const RAISE_MIN = -50;
export const RAISE_MAX = 100;
/** Prices are rounded to a multiple of this many naira. */
const ROUND_TO = 500;

/** A percentage as typed: "10", "+10", "10%", "-5" or "−5"; a whole number within the bounds, not 0. */
export function readPercent(typed: string): { percent: number } | { error: string } {
  const text = typed.trim().replace(/\s+/g, "").replace(/%$/, "").replace(/^−/, "-");
  if (!/^[+-]?\d{1,4}$/.test(text))
    return { error: "Type a whole percentage, like 10 to raise prices by 10%, or -10 to cut them by 10%." };
  const percent = Number(text);
  if (percent === 0) return { error: "A change of 0% changes nothing: type the percentage to raise by, like 10." };
  if (percent < RAISE_MIN || percent > RAISE_MAX)
    return {
      error: `Type a percentage from ${RAISE_MIN} to +${RAISE_MAX}: a bigger change is best made product by product.`,
    };
  return { percent };
}

/**
 * A price raised (or cut) by a percentage, to the nearest ₦500, halves up, and never below ₦500.
 * In whole numbers throughout, so no rounding of fractions can creep in.
 */
export function raisedPrice(price: number, percent: number): number {
  const scaled = price * (100 + percent); // a hundred times the new price
  // A percentage in whole numbers, not a change of unit.
  // eslint-disable-next-line no-restricted-syntax
  const half = (100 * ROUND_TO) / 2;
  // eslint-disable-next-line no-restricted-syntax
  const steps = Math.floor((scaled + half) / (100 * ROUND_TO));
  return Math.max(ROUND_TO, steps * ROUND_TO);
}

/**
 * Every product of a collection (drafts and combo parts too) at its price raised by `percent`. A
 * struck-through price moves by the same rule; if it is then no longer above the price, it goes.
 * A price that would pass the most a price may be is that product's problem.
 */
export function planRaise(products: readonly PricedProduct[], percent: number): PricePlan {
  const plan: PricePlan = { ...failedPlan([]), rows: products.length };
  for (const p of products) {
    const now = valuesOf(p);
    const price = raisedPrice(now.price, percent);
    const struck = now.originalPrice === null ? null : raisedPrice(now.originalPrice, percent);
    if (price > PRICE_MAX || (struck ?? 0) > PRICE_MAX) {
      plan.problems.push({
        row: null,
        productId: p.id,
        name: p.name,
        messages: [`Its price would pass ${formatPrice(PRICE_MAX)}, the most a price may be: change it on its page.`],
      });
      continue;
    }
    const prices = { price, originalPrice: struck !== null && struck > price ? struck : null };
    const changes = priceChanges(now, { ...now, ...prices });
    if (Object.keys(changes).length === 0) plan.unchanged++;
    else plan.changes.push({ id: p.id, name: p.name, row: null, version: p.version, changes, prices });
  }
  return plan;
}
