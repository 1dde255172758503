/**
 * The checkbox at checkout, unticked until she ticks it: her consent to order updates on WhatsApp
 * or SMS, kept with these very words, when and where she gave it.
 */
export const MESSAGE_CONSENT = {
  field: "messageUpdates",
  wording: "WhatsApp or SMS updates about this order (reply STOP to stop them)",
} as const;
