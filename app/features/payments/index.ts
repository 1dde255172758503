export {
  covers,
  decideForPayment,
  isSettled,
  shopperPaymentStage,
  statusAfter,
  type Payment,
  type PaymentKind,
  type PaymentStatus,
} from "./ledger";
export { isPaymentReference, MAX_ATTEMPTS, parsePaymentReference, paymentReference } from "./reference";
