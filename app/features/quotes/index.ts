export { DEFAULT_VALID_DAYS, MAX_VALID_DAYS, quoteLapsed, quoteValidUntil, refusesLatePayment } from "./validity";
export { isQuoteKey, quotePath, type QuoteCatalogueLine, type QuoteCustomLine, type QuoteInput } from "./quote";
export { quoteDeposit } from "./deposit";
export { quoteEmailNote, quoteWhatsappLink } from "./quote-message";
export { QuotePage, type QuotePageView } from "./components/quote-page";
