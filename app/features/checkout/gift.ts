// Sending the order to someone else: she says so first ("Sending it as a gift?"), then gives the
// recipient's name and phone with the address (which is then theirs) and a message for the card.
// The shopper's emails still go to the shopper.

export const GIFT_LIMITS = { giftName: 80, giftPhone: 24, giftMessage: 300 } as const;

export type GiftField = keyof typeof GIFT_LIMITS;

/** The form's answer to "Sending it as a gift?": its checkbox's name and the value it posts when ticked. */
export const GIFT_CHOICE = { name: "isGift", yes: "yes" } as const;

/**
 * The gift's fields as typed, and whether she chose to send it as a gift: the recipient's fields
 * count only then (a page without a script posts them either way).
 */
export type GiftForm = Record<GiftField, string> & { isGift?: boolean };

export type GiftErrors = Partial<Record<GiftField, string>>;

export const emptyGiftForm: GiftForm = { isGift: false, giftName: "", giftPhone: "", giftMessage: "" };
