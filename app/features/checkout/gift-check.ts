// The checks of a gift's fields (gift.ts), loaded by the browser with the form's other checks.
import { hasControlCharacter, controlCharacterMessage } from "~/lib/control-characters";
import type { OrderGift } from "~/features/orders";
import { GIFT_CHOICE, GIFT_LIMITS, type GiftErrors, type GiftField, type GiftForm } from "./gift";

export const GIFT_MESSAGES = {
  giftName: "Please enter the name of the person receiving the gift.",
  giftPhone: "Please enter a valid phone number for the person receiving the gift, with its country code.",
} as const;

const LABELS: Record<GiftField, string> = {
  giftName: "Recipient's name",
  giftPhone: "Recipient's number",
  giftMessage: "Gift message",
};

const PHONE = /^\+?[\d\s().-]+$/;
const digits = (v: string) => v.replace(/\D/g, "").length;

/**
 * The gift the form describes: none unless she chose to send it as a gift, whatever the
 * recipient's fields hold; then the recipient's name and phone are needed and the message is
 * optional. Each invalid field gets its message.
 */
export function validateGift(
  form: Partial<GiftForm>,
): { ok: true; gift: OrderGift | null } | { ok: false; errors: GiftErrors } {
  if (!form.isGift) return { ok: true, gift: null };
  const v: Record<GiftField, string> = {
    giftName: (form.giftName ?? "").trim(),
    giftPhone: (form.giftPhone ?? "").trim(),
    giftMessage: (form.giftMessage ?? "").trim(),
  };
  const errors: GiftErrors = {};
  for (const field of Object.keys(GIFT_LIMITS) as GiftField[]) {
    const label = LABELS[field];
    if (v[field].length > GIFT_LIMITS[field])
      errors[field] = `${label} is too long (at most ${GIFT_LIMITS[field]} characters).`;
    else if (hasControlCharacter(v[field], { multiLine: field === "giftMessage" }))
      errors[field] = controlCharacterMessage(label);
  }
  if (!v.giftName) errors.giftName ??= GIFT_MESSAGES.giftName;
  if (!PHONE.test(v.giftPhone) || digits(v.giftPhone) < 7 || digits(v.giftPhone) > 15)
    errors.giftPhone ??= GIFT_MESSAGES.giftPhone;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, gift: { recipientName: v.giftName, recipientPhone: v.giftPhone, message: v.giftMessage } };
}

/** The gift's answer and fields of a posted form (or of the checkout's own form element). */
export function giftFormOf(data: { get(name: string): unknown }): GiftForm {
  const field = (name: GiftField) => {
    const value = data.get(name);
    return typeof value === "string" ? value.slice(0, GIFT_LIMITS[name] + 1) : "";
  };
  return {
    isGift: data.get(GIFT_CHOICE.name) === GIFT_CHOICE.yes,
    giftName: field("giftName"),
    giftPhone: field("giftPhone"),
    giftMessage: field("giftMessage"),
  };
}
