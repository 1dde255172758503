export {
  covers,
  dueBeforeMaking,
  nextPaymentOf,
  standing,
  type Standing,
  decideForPayment,
  isSettled,
  shopperPaymentStage,
  statusAfter,
  type Payment,
  type PaymentKind,
  type PaymentStatus,
} from "./ledger";
export { isPaymentReference, MAX_ATTEMPTS, parsePaymentReference, paymentReference } from "./reference";
export {
  balanceDueAt,
  DEPOSIT_PERCENT,
  depositOf,
  depositOffer,
  FULL_PAYMENT_REASONS,
  lagosDay,
  reminderAt,
  type DepositOffer,
  type DepositPiece,
  type PayPlan,
} from "./deposit";
