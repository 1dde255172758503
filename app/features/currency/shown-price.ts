// What a catalogue price is shown as: the one choice between the owner's dollars and the display currency.
import { formatPrice, ledgerMoney, type Currency, type Rates } from "./money";
import { dollarCents, piecePrice, type DollarTerms, type NairaPrices } from "./piece-price";

/** What a price is shown in: her chosen currency, the day's rates, the owner's dollar terms (null while dollars are off). */
export interface PriceView {
  currency: Currency;
  rates: Rates;
  dollars: DollarTerms | null;
}

/**
 * The owner's terms when a price is shown in her dollars: the shopper chose US dollars and the owner
 * allows them. Then what a page shows is what the checkout charges an address abroad.
 */
const ownerDollars = ({ currency, dollars }: PriceView) => (currency === "usd" ? dollars : null);

/** An amount in words: cents in the owner's dollars, else naira in the display currency. */
const inWords = (amount: number, view: PriceView) =>
  ownerDollars(view) ? ledgerMoney(amount, "USD") : formatPrice(amount, view.currency, view.rates);

/**
 * A naira amount as shown: in the owner's dollars, at her rate rounded up to the dollar; else in the
 * display currency, at the rates file's rate ("with no rate the original price is used").
 */
export function shownAmount(naira: number, view: PriceView): string {
  const terms = ownerDollars(view);
  return inWords(terms ? dollarCents(naira, terms) : naira, view);
}

/** Pieces and how many of each: a cart's lines, or one piece. */
export type Pieces = readonly { product: NairaPrices; quantity: number }[];

/**
 * What these pieces come to as shown, and their struck-through list prices: each at its own
 * dollar price in the owner's dollars (as the checkout prices an order abroad), else their naira
 * in the display currency.
 */
export function shownPieces(pieces: Pieces, view: PriceView): { price: string; list: string } {
  const terms = ownerDollars(view);
  const sum = (which: "price" | "list") =>
    pieces.reduce((total, { product, quantity }) => {
      const each = terms ? piecePrice(product, terms) : { price: product.price, list: product.listPrice };
      return total + each[which] * quantity;
    }, 0);
  return { price: inWords(sum("price"), view), list: inWords(sum("list"), view) };
}
