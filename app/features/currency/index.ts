export {
  formatMoney,
  formatPrice,
  formatSignedMoney,
  formatSignedPrice,
  money,
  nairaMoney,
  nairaOf,
  nairaUnits,
  roundedShare,
  smallestAmount,
  orderCurrency,
  parseMoney,
  parseNaira,
  type Money,
  ledgerFieldValue,
  ledgerMoney,
  signedLedgerMoney,
  type LedgerCurrency,
} from "./money";
export { useCurrency, useOwnerDollars } from "./use-currency";
export { setCurrency } from "./currency-store";
// A catalogue naira price in the shopper's display currency (never an order's money: formatMoney).
export { DisplayPrice } from "./display-price";
export { CurrencySelect } from "./currency-select";
export { ProductPrice } from "./product-price";
export { PiecesTotal } from "./pieces-total";
export { dollarCents, piecePrice, type DollarTerms, type NairaPrices } from "./piece-price";
