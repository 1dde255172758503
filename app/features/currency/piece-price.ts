// A piece's price in US dollars on the owner's terms, once she allows dollars abroad
// (docs/decisions/291-dollars-priced-once-fixed-on-the-order.md): the shop's pages show it to a
// shopper who chose dollars, the checkout and the server price an order abroad with it. Whole cents.

/** The owner's dollar terms as pricing reads them: her approved rate and the products' own prices. */
export interface DollarTerms {
  /** Naira to one US dollar, as she approved it. */
  nairaPerDollar: number;
  /** The regular dollar price she gave a product, whole cents, by product id. */
  own: Readonly<Record<number, number>>;
}

/** A naira amount at her rate, rounded up to the whole dollar, in cents (0 stays 0). */
export const dollarCents = (naira: number, terms: Pick<DollarTerms, "nairaPerDollar">): number =>
  Math.ceil(naira / terms.nairaPerDollar) * 100;

/** Cents rounded up to the whole dollar. */
const wholeDollars = (cents: number) => Math.ceil(cents / 100) * 100;

/** A product as dollar pricing reads it: its naira price, its struck-through price, and a sale in force. */
export interface NairaPrices {
  id: number;
  price: number;
  listPrice: number;
  sale?: unknown;
}

/**
 * One piece's dollar price, whole cents, and its struck-through one: her own dollar price is what
 * it sells for outside a sale (a sale takes off what the naira sale takes off, rounded up to the
 * dollar); else the naira prices converted.
 */
export function piecePrice(product: NairaPrices, terms: DollarTerms): { price: number; list: number; own: boolean } {
  const own = terms.own[product.id];
  if (own === undefined)
    return { price: dollarCents(product.price, terms), list: dollarCents(product.listPrice, terms), own: false };
  const ratio = product.listPrice / product.price;
  if (product.sale) return { price: wholeDollars(own / ratio), list: own, own: true };
  return { price: own, list: wholeDollars(own * ratio), own: true };
}
