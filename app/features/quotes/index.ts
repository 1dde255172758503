export { DEFAULT_VALID_DAYS, MAX_VALID_DAYS, quoteLapsed, quoteValidUntil, refusesLatePayment } from "./validity";
export { isQuoteKey, quotePath, type QuoteCatalogueLine, type QuoteCustomLine, type QuoteInput } from "./quote";
export { quoteDeposit, type QuotePiece } from "./deposit";
export { quoteEmailNote, quoteWhatsappLink, lapsedQuoteMessage } from "./quote-message";
export { QuotePage, type QuotePageView } from "./components/quote-page";
