import { TextAreaField, TextField } from "~/components/ui/field";
import { GIFT_CHOICE, GIFT_LIMITS, type GiftErrors, type GiftField, type GiftForm } from "../gift";

// What shows for each answer is the stylesheet's work (`for-gift` and `for-her` in app.css).

interface GiftProps {
  typed: GiftForm | undefined;
  errors: GiftErrors;
  disabled: boolean;
}

/** "Sending it as a gift?", asked before the address: ticked, the address is the recipient's. */
export function GiftQuestion({ typed, disabled }: Omit<GiftProps, "errors">) {
  return (
    <fieldset disabled={disabled}>
      <legend className="label-caps mb-3 text-ink-soft">Sending it as a gift?</legend>
      <label className="flex cursor-pointer items-center gap-3 border border-line bg-white px-4 py-3 has-[:checked]:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-hazel">
        <input
          type="checkbox"
          name={GIFT_CHOICE.name}
          value={GIFT_CHOICE.yes}
          defaultChecked={typed?.isGift}
          className="size-4 accent-ink"
        />
        Yes, send it to someone else
      </label>
    </fieldset>
  );
}

/**
 * The recipient's fields, plain fields the form posts (and the script reads as the order is
 * placed), filled again after a refused form: their name and number at the head of the address
 * that is then theirs (`message` false), or the card's message at its foot.
 */
export function GiftFields({ typed, errors, disabled, message }: GiftProps & { message?: boolean }) {
  const field = (name: GiftField) => ({
    name,
    defaultValue: typed?.[name],
    error: errors[name],
    maxLength: GIFT_LIMITS[name],
    disabled,
  });
  return message ? (
    <TextAreaField label="Gift message (optional)" rows={3} className="for-gift" {...field("giftMessage")} />
  ) : (
    <div className="for-gift flex flex-col gap-6">
      <p className="text-sm text-ink-soft">
        We call them to deliver it. Your emails still come to you; the parcel has no prices.
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Recipient's name" autoComplete="off" {...field("giftName")} />
        <TextField label="Recipient's number" type="tel" hint="Include the country code" {...field("giftPhone")} />
      </div>
    </div>
  );
}
