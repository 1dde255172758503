import { saleBadge, type Sale, type SaleScope } from "./sale";

/** What the sales need to know of a product. */
export interface SaleableProduct {
  id: number;
  collection: string;
  /** Regular price, whole naira. */
  price: number;
  comboPart: boolean;
}

/** A product's price while a sale is in force. */
export interface SalePrice {
  price: number;
  saleName: string;
  /** What shoppers read on its badge. */
  badge: string;
  /** When that sale ends, ISO instant. */
  endsAt: string;
}

const inForce = (sale: Sale, at: number) => Date.parse(sale.startsAt) <= at && at < Date.parse(sale.endsAt);

/** Whether a sale's scope covers a product. Combo parts carry no discount unless named (the spec's rule). */
export function covers(scope: SaleScope, product: SaleableProduct): boolean {
  if (scope.excludedIds.includes(product.id)) return false;
  if (scope.productIds.includes(product.id)) return true;
  if (product.comboPart) return false;
  return scope.wholeShop || scope.collections.includes(product.collection as never);
}

/** A sale's price for a product: none when its scope does not cover it. Percentages round to the whole naira. */
function salePriceOf(sale: Sale, product: SaleableProduct): number | undefined {
  if (!covers(sale.scope, product)) return undefined;
  const { discount } = sale;
  if (discount.kind === "prices") return discount.prices[product.id];
  return Math.round((product.price * (100 - discount.percent)) / 100);
}

/**
 * Each product's price under the sales in force at `at` (ms): the lowest of their prices wins,
 * and a sale price that is not below the regular price is no sale. Products on no sale are absent.
 */
export function salePricesAt(
  products: readonly SaleableProduct[],
  sales: readonly Sale[],
  at: number,
): Map<number, SalePrice> {
  const prices = new Map<number, SalePrice>();
  const live = sales.filter((s) => inForce(s, at));
  if (live.length === 0) return prices;
  for (const product of products) {
    for (const sale of live) {
      const price = salePriceOf(sale, product);
      if (price === undefined || price >= product.price) continue;
      const best = prices.get(product.id);
      if (!best || price < best.price)
        prices.set(product.id, { price, saleName: sale.name, badge: saleBadge(sale), endsAt: sale.endsAt });
    }
  }
  return prices;
}

/** The next instant (ms) after `at` when a sale starts or ends; null when none is ahead. */
export function nextPriceChange(sales: readonly Sale[], at: number): number | null {
  let next: number | null = null;
  for (const sale of sales) {
    for (const edge of [Date.parse(sale.startsAt), Date.parse(sale.endsAt)]) {
      if (edge > at && (next === null || edge < next)) next = edge;
    }
  }
  return next;
}
