export {
  standing,
  decideForPayment,
  isSettled,
  shopperPaymentStage,
  statusAfter,
  type Payment,
  type PaymentKind,
  type PaymentStatus,
} from "./ledger";
export {
  codeCurrencyRefusal,
  CURRENCY_WORDS,
  isLedgerCurrency,
  refundCurrencyRefusal,
  type LedgerCurrency,
} from "./ledger-currency";
export { isPaymentReference, MAX_ATTEMPTS, parsePaymentReference, paymentReference } from "./reference";
export { releaseBlock } from "./release";
export {
  balanceDueAt,
  balanceDueDay,
  balanceNeedDay,
  depositOf,
  depositOffer,
  FULL_PAYMENT_REASONS,
  type PayPlan,
} from "./deposit";
export { balanceReminderToSend, reminderAt, type Daytime } from "./reminder-times";
