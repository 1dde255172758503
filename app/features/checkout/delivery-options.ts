/**
 * The checkout's form, posted without a script, only asking for the delivery ways to her place:
 * the `intent` its "Show delivery options" button posts, and what the page says when it comes back.
 */
export const DELIVERY_OPTIONS_INTENT = "delivery-options";

export const DELIVERY_OPTIONS_TEXT = {
  shown: (state: string) =>
    `Delivery to ${state} is priced under Delivery: choose how your order reaches you, then place your order.`,
  noPlace: "Choose your country and state to see the delivery options.",
} as const;
