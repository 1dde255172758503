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
export { useCurrency } from "./use-currency";
export { DisplayPrice } from "./display-price";
export { CurrencySelect } from "./currency-select";
export { ProductPrice } from "./product-price";
