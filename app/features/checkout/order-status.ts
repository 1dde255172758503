export type OrderStatus = "pending" | "paid" | "review";

/** The payment status in words, for the shopper's order page. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, { title: string; detail: string }> = {
  pending: {
    title: "Awaiting payment confirmation",
    detail: "We have your order and are waiting for Paystack to confirm the payment. This page updates when you reload it.",
  },
  paid: {
    title: "Paid",
    detail: "Your payment is confirmed. We will be in touch about delivery or collection.",
  },
  review: {
    title: "Payment under review",
    detail: "We could not confirm this payment automatically. Our team will check it and contact you by email.",
  },
};
