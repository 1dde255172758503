export {
  isPaystackRefundStatus,
  readRefundAmount,
  refundableOf,
  refundStatusAfter,
  refundStatusWords,
  takenBy,
  type PaystackRefundStatus,
  type RefundStanding,
  type RefundStatus,
} from "./refunds";
