import { TextAreaField, TextField } from "~/components/ui/field";
import { GIFT_CHOICE, GIFT_LIMITS, type GiftErrors, type GiftField, type GiftForm } from "../gift";

// What shows for each answer is the stylesheet's work (the radio read through :has()), so the
// form needs no script; a browser without :has() shows both, and the server reads the recipient's
// fields only when the answer is yes.
/** Hidden while she answers no. */
export const FOR_A_GIFT = "[form:has([name=isGift][value=no]:checked)_&]:hidden";
/** Hidden while she answers yes. */
export const FOR_HERSELF = "[form:has([name=isGift][value=yes]:checked)_&]:hidden";

interface GiftProps {
  typed: GiftForm | undefined;
  errors: GiftErrors;
  disabled: boolean;
}

const choiceClass =
  "flex cursor-pointer items-center gap-3 border border-line bg-white px-4 py-3 has-[:checked]:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-hazel";

/** "Sending it as a gift?", asked before the address: no (her own address) or yes (the recipient's). */
export function GiftQuestion({ typed, disabled }: Omit<GiftProps, "errors">) {
  const yes = typed?.isGift === true;
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="label-caps mb-3 text-ink-soft">Sending it as a gift?</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={choiceClass}>
          <input
            type="radio"
            name={GIFT_CHOICE.name}
            value={GIFT_CHOICE.no}
            defaultChecked={!yes}
            className="size-4 accent-ink"
          />
          No, it is for me
        </label>
        <label className={choiceClass}>
          <input
            type="radio"
            name={GIFT_CHOICE.name}
            value={GIFT_CHOICE.yes}
            defaultChecked={yes}
            className="size-4 accent-ink"
          />
          Yes, send it to someone
        </label>
      </div>
    </fieldset>
  );
}

const field = ({ typed, errors, disabled }: GiftProps, name: GiftField) => ({
  name,
  defaultValue: typed?.[name],
  error: errors[name],
  maxLength: GIFT_LIMITS[name],
  disabled,
});

/**
 * Whom the gift goes to, at the head of the address that is then theirs: plain fields the form
 * posts (and the script reads as the order is placed), filled again after a refused form.
 */
export function RecipientFields(props: GiftProps) {
  return (
    <div className={`flex flex-col gap-6 ${FOR_A_GIFT}`}>
      <p className="text-sm text-ink-soft">
        We deliver to the person receiving it and call them on this number. Your emails still come to you, and the
        parcel carries no prices.
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Recipient's name" autoComplete="off" {...field(props, "giftName")} />
        <TextField label="Recipient's number" type="tel" hint="Include the country code" {...field(props, "giftPhone")} />
      </div>
    </div>
  );
}

/** The card's message, under the recipient's address. */
export function GiftMessageField(props: GiftProps) {
  return (
    <TextAreaField
      label="Gift message (optional)"
      rows={3}
      className={FOR_A_GIFT}
      {...field(props, "giftMessage")}
    />
  );
}
