import { nairaUnits } from "~/features/currency";
import type { FactsLookup } from "~/features/catalogue";
import type { Quote } from "~/features/delivery";
import type { OrderItem } from "~/features/orders";
import type { OrderLine } from "./order-request";

export interface PricedOrder {
  items: OrderItem[];
  /** Whole naira: the catalogue's prices. */
  total: number;
  /** The total as money is kept and Paystack charges it: kobo. */
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

/** The lines and fees of an order priced in whole naira, and their total. */
interface PricedInNaira {
  items: readonly OrderItem[];
  delivery: { fee: number; expressFee: number };
  total: number;
}

/** A naira-priced order as its money is kept: every line, fee and the total in kobo. */
export function pricedInKobo<P extends PricedInNaira>(priced: P): P {
  const items = priced.items.map((item) => ({
    ...item,
    unitPrice: nairaToKobo(item.unitPrice),
    lineTotal: nairaToKobo(item.lineTotal),
    ...(item.listPrice !== undefined ? { listPrice: nairaToKobo(item.listPrice) } : {}),
  }));
  const fee = nairaToKobo(priced.delivery.fee);
  const expressFee = nairaToKobo(priced.delivery.expressFee);
  return { ...priced, items, delivery: { ...priced.delivery, fee, expressFee }, total: nairaToKobo(priced.total) };
}

/** The checkout's quote in kobo, as the page shows it while she types: the order's figures (pricedInKobo). */
export function quoteInKobo(quote: Quote): Quote {
  const inKobo = <O extends { fee: number }>(o: O): O => ({ ...o, fee: nairaToKobo(o.fee) });
  return {
    ...quote,
    options: quote.options.map(inKobo),
    delivery: quote.delivery && inKobo(quote.delivery),
    itemsTotal: nairaToKobo(quote.itemsTotal),
    deliveryFee: nairaToKobo(quote.deliveryFee),
    expressFee: nairaToKobo(quote.expressFee),
    total: nairaToKobo(quote.total),
  };
}

/** Whole naira as kobo (nairaUnits), refused when it is not a payable amount. */
export function nairaToKobo(naira: number): number {
  const kobo = nairaUnits(naira);
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`Not a payable amount: ${naira}`);
  return kobo;
}
