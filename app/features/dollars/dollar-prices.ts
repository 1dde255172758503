// What a shopper abroad pays in US dollars, once the owner allows them
// (docs/decisions/291-dollars-priced-once-fixed-on-the-order.md): a product's own dollar price
// when the owner gave one, else its naira price at her approved rate, rounded up to the whole
// dollar; delivery and express at the same rate. Whole cents throughout.
import type { Quote } from "~/features/delivery";
import { dollarCents, piecePrice, type DollarTerms, type NairaPrices } from "~/features/currency";

// The piece's price is the display currency's too (the shop's pages show it): kept there, read here.
export { dollarCents, piecePrice, type DollarTerms, type NairaPrices };

/** The lines and fees of a priced order, in whichever currency they are kept. */
interface Priced {
  items: readonly { productId: number; quantity: number; unitPrice: number; lineTotal: number; listPrice?: number }[];
  delivery: { fee: number; expressFee: number };
  total: number;
}

/**
 * A naira-priced order in dollars: every line at its piece's dollar price, delivery and express at
 * the rate; the total their sum. `lookup` finds each line's product (its naira prices).
 */
export function pricedInDollars<P extends Priced>(
  priced: P,
  terms: DollarTerms,
  lookup: (id: number) => NairaPrices | undefined,
): P {
  const items = priced.items.map((item) => {
    const product = lookup(item.productId);
    const cents = product ? piecePrice(product, terms) : { price: dollarCents(item.unitPrice, terms), list: 0 };
    return {
      ...item,
      unitPrice: cents.price,
      lineTotal: cents.price * item.quantity,
      ...(item.listPrice !== undefined ? { listPrice: cents.list } : {}),
    };
  });
  const fee = dollarCents(priced.delivery.fee, terms);
  const expressFee = dollarCents(priced.delivery.expressFee, terms);
  const total = items.reduce((sum, i) => sum + i.lineTotal, 0) + fee + expressFee;
  return { ...priced, items, delivery: { ...priced.delivery, fee, expressFee }, total };
}

/**
 * The checkout's quote in dollars, as the page shows it while she types: the same figures
 * pricedInDollars gives the order she places.
 */
export function quoteInDollars(
  quote: Quote,
  lines: readonly { product: NairaPrices; quantity: number }[],
  terms: DollarTerms,
): Quote {
  const itemsTotal = lines.reduce((sum, l) => sum + piecePrice(l.product, terms).price * l.quantity, 0);
  const inCents = <O extends { fee: number }>(o: O): O => ({ ...o, fee: dollarCents(o.fee, terms) });
  const deliveryFee = dollarCents(quote.deliveryFee, terms);
  const expressFee = dollarCents(quote.expressFee, terms);
  return {
    ...quote,
    options: quote.options.map(inCents),
    delivery: quote.delivery && inCents(quote.delivery),
    itemsTotal,
    deliveryFee,
    expressFee,
    total: itemsTotal + deliveryFee + expressFee,
  };
}
