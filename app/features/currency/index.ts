export { formatPrice, formatSignedPrice } from "./money";
export { useCurrency } from "./use-currency";
export { Money } from "./money-amount";
export { CurrencySelect } from "./currency-select";
export { ProductPrice } from "./product-price";
