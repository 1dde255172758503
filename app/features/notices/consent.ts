/** Where she may tick WhatsApp or SMS updates: checkout, her own page, the booking form. */
export type ConsentPlace = "checkout" | "her page" | "booking";

/**
 * Each place's checkbox, unticked until she ticks it: her consent to updates on WhatsApp or SMS,
 * kept with the very words she ticked, when and where she gave it.
 */
export const CONSENT_WORDING: Record<ConsentPlace, string> = {
  checkout: "WhatsApp or SMS updates about this order (reply STOP to stop them)",
  "her page": "WhatsApp or SMS updates about my orders and fittings (reply STOP to stop them)",
  booking: "WhatsApp or SMS updates about this booking (reply STOP to stop them)",
};

/** The checkout's checkbox. */
export const MESSAGE_CONSENT = { field: "messageUpdates", wording: CONSENT_WORDING.checkout } as const;

/** Whether a posted form carries her tick (a plain checkbox sends its field only when ticked). */
export const tickedIn = (value: string | null | undefined): boolean =>
  value !== null && value !== undefined && value !== "";

/**
 * What her page's form changes: each of her numbers she ticked and that has no consent now gets
 * one, each live one she unticked is withdrawn. A number that is not hers is never touched.
 */
export function consentChanges(
  hers: readonly string[],
  ticked: readonly string[],
  live: readonly string[],
): { give: string[]; withdraw: string[] } {
  return {
    give: hers.filter((p) => ticked.includes(p) && !live.includes(p)),
    withdraw: hers.filter((p) => !ticked.includes(p) && live.includes(p)),
  };
}
