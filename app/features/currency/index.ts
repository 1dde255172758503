export {
  formatMoney,
  formatPrice,
  formatSignedMoney,
  formatSignedPrice,
  money,
  orderCurrency,
  parseMoney,
  type Money,
  ledgerFieldValue,
  ledgerMoney,
  signedLedgerMoney,
  typedLedgerUnits,
  type LedgerCurrency,
} from "./money";
export { fromPaystackUnits, orderTotal, toPaystackUnits } from "./ledger-units";
export { useCurrency, useOwnerDollars } from "./use-currency";
export { setCurrency } from "./currency-store";
export { Money } from "./money-amount";
export { CurrencySelect } from "./currency-select";
export { ProductPrice } from "./product-price";
export { PiecesTotal } from "./pieces-total";
export { dollarCents, piecePrice, type DollarTerms, type NairaPrices } from "./piece-price";
