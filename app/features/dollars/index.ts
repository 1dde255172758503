export { Charged } from "./charged";
export { piecePrice, pricedInDollars, quoteInDollars, type DollarTerms, type NairaPrices } from "./dollar-prices";
