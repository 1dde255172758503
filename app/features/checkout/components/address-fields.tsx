import { TextField } from "~/components/ui/field";
import { CUSTOMER_LIMITS, type CustomerErrors, type CustomerField, type CustomerForm } from "../customer";
import type { GiftErrors, GiftForm } from "../gift";
import { FOR_A_GIFT, FOR_HERSELF, GiftMessageField, RecipientFields } from "./gift-fields";
import { RegionFields } from "./region-fields";

export const ADDRESS_TEXT = {
  postcodeHint: "Leave it empty if your country has none.",
} as const;

interface AddressFieldsProps {
  form: CustomerForm;
  errors: CustomerErrors & GiftErrors;
  gift: GiftForm | undefined;
  disabled: boolean;
  onChange: (field: CustomerField, value: string) => void;
}

/**
 * Where the order goes, in a block of its own: her address, or for a gift the recipient's, with
 * their name and number first and the card's message last. The town and postcode serve an address
 * abroad; in Nigeria the address line usually says it all.
 */
export function AddressFields({ form, errors, gift, disabled, onChange }: AddressFieldsProps) {
  const text = (field: CustomerField) => ({
    name: field,
    value: form[field],
    error: errors[field],
    maxLength: CUSTOMER_LIMITS[field],
    disabled,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  const giftProps = { typed: gift, errors, disabled };
  return (
    <fieldset className="flex flex-col gap-6">
      <legend className="mb-6 text-2xl">
        <span className={FOR_HERSELF}>Your address</span>
        <span className={FOR_A_GIFT}>Recipient's address</span>
      </legend>
      <RecipientFields {...giftProps} />
      <TextField label="Address" autoComplete="street-address" required {...text("address")} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Town / city" autoComplete="address-level2" {...text("city")} />
        <TextField label="Postcode" autoComplete="postal-code" hint={ADDRESS_TEXT.postcodeHint} {...text("postcode")} />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <RegionFields
          country={form.country}
          state={form.state}
          errors={errors}
          disabled={disabled}
          onCountry={(country) => onChange("country", country)}
          onState={(state) => onChange("state", state)}
        />
      </div>
      <GiftMessageField {...giftProps} />
    </fieldset>
  );
}
