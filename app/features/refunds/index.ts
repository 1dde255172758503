export {
  isPaystackRefundStatus,
  readRefundAmount,
  refundableOf,
  refundStanding,
  refundStatusAfter,
  refundStatusWords,
  takenBy,
  type PaystackRefundStatus,
  type RefundStanding,
  type RefundStatus,
} from "./refunds";
