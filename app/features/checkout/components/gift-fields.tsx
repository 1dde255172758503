import { TextAreaField, TextField } from "~/components/ui/field";
import { GIFT_LIMITS, type GiftErrors, type GiftField, type GiftForm } from "../gift";

/**
 * Sending it to someone else, folded away until she opens it: plain fields the form posts (and the
 * script reads as the order is placed), open again with her words after a refused form.
 */
export function GiftFields({
  typed,
  errors,
  disabled,
}: {
  typed: GiftForm | undefined;
  errors: GiftErrors;
  disabled: boolean;
}) {
  const field = (name: GiftField) => ({
    name,
    defaultValue: typed?.[name],
    error: errors[name],
    maxLength: GIFT_LIMITS[name],
    disabled,
  });
  const open = Boolean(errors.giftName || errors.giftPhone || errors.giftMessage || typed?.giftName);
  return (
    <details open={open} className="group border-t border-line pt-6">
      <summary className="cursor-pointer py-2.5 text-lg underline-offset-4 hover:underline">
        Sending it as a gift?
      </summary>
      <div className="mt-4 flex flex-col gap-6">
        <p className="text-sm text-ink-soft">
          We deliver to the address above and call the person receiving it. Your emails still come to you, and the
          parcel carries no prices.
        </p>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="Recipient's name" autoComplete="off" {...field("giftName")} />
          <TextField label="Recipient's number" type="tel" hint="Include the country code" {...field("giftPhone")} />
        </div>
        <TextAreaField label="Gift message (optional)" rows={3} {...field("giftMessage")} />
      </div>
    </details>
  );
}
