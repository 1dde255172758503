import { TextField } from "~/components/ui/field";
import { countryCode } from "../countries";
import { needsPostcode } from "../postcodes";
import type { CustomerErrors, CustomerField, CustomerForm } from "../customer";
import type { GiftErrors, GiftForm } from "../gift";
import { GiftFields } from "./gift-fields";
import { RegionFields } from "./region-fields";

interface AddressFieldsProps {
  form: CustomerForm;
  errors: CustomerErrors & GiftErrors;
  gift: GiftForm | undefined;
  disabled: boolean;
  onChange: (field: CustomerField, value: string) => void;
  /** A text field's props (the billing form's). */
  text: (field: CustomerField) => object;
}

/**
 * Where the order goes, in a block of its own: her address, or for a gift the recipient's, with
 * their name and number first and the card's message last. The town and postcode serve an address
 * abroad (a postcode required where her country's couriers need one); in Nigeria the address line
 * usually says it all.
 */
export function AddressFields({ form, errors, gift, disabled, onChange, text }: AddressFieldsProps) {
  const giftProps = { typed: gift, errors, disabled };
  // Her country's couriers need one (the server refuses an address without it).
  const postcodeNeeded = needsPostcode(countryCode(form.country));
  return (
    <fieldset className="flex flex-col gap-6">
      <legend className="mb-6 font-display text-2xl">
        <span className="for-her">Your address</span>
        <span className="for-gift">Recipient's address</span>
      </legend>
      <GiftFields {...giftProps} />
      <TextField label="Address" autoComplete="street-address" required {...text("address")} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Town / city" autoComplete="address-level2" {...text("city")} />
        <TextField
          label={postcodeNeeded ? "Postcode" : "Postcode, if any"}
          autoComplete="postal-code"
          required={postcodeNeeded}
          {...text("postcode")}
        />
        <RegionFields
          country={form.country}
          state={form.state}
          errors={errors}
          disabled={disabled}
          onCountry={(country) => onChange("country", country)}
          onState={(state) => onChange("state", state)}
        />
      </div>
      <GiftFields {...giftProps} message />
    </fieldset>
  );
}
