import { toPaystackUnits } from "~/features/currency";
import type { FactsLookup } from "~/features/catalogue";
import type { OrderItem } from "~/features/orders";
import type { OrderLine } from "./order-request";

export interface PricedOrder {
  items: OrderItem[];
  /** Whole naira. */
  total: number;
  /** What Paystack charges in its subunit: here kobo, total × 100. */
  amountMinor: number;
}

/**
 * Prices validated order lines from the catalogue's facts (the server passes its catalogue);
 * prices the browser holds play no part. Lines of the same product and size are merged. Throws
 * for a product the catalogue lacks.
 */
export function priceOrder(lines: readonly OrderLine[], findProduct: FactsLookup): PricedOrder {
  const merged = new Map<string, OrderItem>();
  for (const line of lines) {
    const product = findProduct(line.productId);
    if (!product) throw new Error(`No product ${line.productId} in the catalogue`);
    const key = `${line.productId}:${line.size}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    merged.set(key, {
      productId: product.id,
      name: product.name,
      size: line.size,
      quantity,
      unitPrice: product.price,
      lineTotal: product.price * quantity,
      ...(product.listPrice > product.price ? { listPrice: product.listPrice } : {}),
      ...(product.sale ? { saleName: product.sale.name } : {}),
    });
  }
  const items = [...merged.values()];
  const total = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return { items, total, amountMinor: nairaToKobo(total) };
}

/** Whole naira as Paystack's kobo (toPaystackUnits), refused when it is not a payable amount. */
export function nairaToKobo(naira: number): number {
  const kobo = toPaystackUnits(naira, "NGN");
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`Not a payable amount: ${naira}`);
  return kobo;
}
