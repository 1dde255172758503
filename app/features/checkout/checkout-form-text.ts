/** What the checkout says of a form it refused, with or without a script. */
export const CHECKOUT_FORM_TEXT = {
  fixFields: "Please correct the highlighted fields.",
  refused: "We could not place your order:",
  tooMany: "We could not place your order: too many orders from your connection. Please try again later.",
} as const;
