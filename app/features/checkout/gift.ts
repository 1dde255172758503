// Sending the order to someone else: the recipient's name and phone and a message for the card.
// The address the checkout takes is then hers; the shopper's emails still go to the shopper.

export const GIFT_LIMITS = { giftName: 80, giftPhone: 24, giftMessage: 300 } as const;

export type GiftField = keyof typeof GIFT_LIMITS;

/** The gift's fields as typed; all empty when the order is not a gift. */
export type GiftForm = Record<GiftField, string>;

export type GiftErrors = Partial<Record<GiftField, string>>;

export const emptyGiftForm: GiftForm = { giftName: "", giftPhone: "", giftMessage: "" };
