import { CHECKOUT_FORM_TEXT } from "./checkout-form-text";

/**
 * What the checkout says once she places her order: loaded with the form's checks
 * (checkout-parts.ts), never with the page.
 */
export const FLOW_TEXT = {
  fixFields: CHECKOUT_FORM_TEXT.fixFields,
  placing: "Placing your order…",
  paying: "Complete the payment in the Paystack window.",
  confirming: "Confirming your payment…",
  closed:
    "The payment window was closed. Your order is saved and its pieces are held for you: press Place Order to pay for it now. If you sent a bank transfer or paid by USSD, we will email you once it is confirmed; otherwise nothing was charged.",
  cancelled: "The test payment was cancelled. Your cart is unchanged: place the order again when you are ready.",
} as const;

export type FlowText = typeof FLOW_TEXT;
