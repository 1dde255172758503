import type { OrderState } from "./order-state";

const CHECKING =
  "We have your order and are waiting for Paystack to confirm the payment. A bank transfer can take a few minutes: we keep checking, and we will email you as soon as it is confirmed.";

/** The order's state in the shopper's words, for her order page. */
export const ORDER_STATUS_TEXT: Record<OrderState, { title: string; detail: string }> = {
  pending: { title: "Awaiting payment confirmation", detail: CHECKING },
  paid: {
    title: "Paid",
    detail: "Your payment is confirmed. We will be in touch about delivery or collection.",
  },
  review: {
    title: "Payment under review",
    detail:
      "We could not confirm this payment automatically. We keep checking with Paystack, and our team will contact you by email.",
  },
  expired: {
    title: "Payment not received",
    detail:
      "We did not receive a payment for this order within three days. If you paid, please contact us with your reference.",
  },
  in_production: { title: "In production", detail: "Your payment is confirmed and your pieces are being made." },
  ready: { title: "Ready", detail: "Your order is ready. We will email you about delivery or collection." },
  shipped: { title: "Shipped", detail: "Your order is on its way." },
  collected: { title: "Collected", detail: "You collected this order. Thank you for shopping with us." },
  delivered: { title: "Delivered", detail: "Your order was delivered. Thank you for shopping with us." },
  cancelled: {
    title: "Cancelled",
    detail: "This order was cancelled. Contact us with your reference if this is unexpected.",
  },
  refunded: { title: "Refunded", detail: "Your payment was refunded." },
  partially_refunded: { title: "Partially refunded", detail: "Part of your payment was refunded." },
  disputed: {
    title: "Payment disputed",
    detail: "A dispute was opened on this payment. We will contact you by email.",
  },
};

/**
 * A pending order no payment of which has been reported or seen under way: the shopper closed the
 * payment window, or it never opened. Said plainly, with the way to pay.
 */
export const NOT_PAID_TEXT = {
  title: "Not paid yet",
  detail:
    "We have your order and are holding its pieces for you, but no payment has reached us. Complete the payment below. If you sent a bank transfer, we will email you as soon as it is confirmed.",
} as const;

/** States whose payment is not settled yet: the order page keeps asking. */
export function isAwaitingConfirmation(status: OrderState): boolean {
  return status === "pending" || status === "review";
}
