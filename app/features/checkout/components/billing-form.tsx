import type { FormEvent, ReactNode, RefObject } from "react";
import { TextAreaField, TextField } from "~/components/ui/field";
import { CUSTOMER_LIMITS, PHONE_HINT, type CustomerErrors, type CustomerField, type CustomerForm } from "../customer";
import { prefetchCheckoutParts } from "../checkout-parts";
import { DeliveryOptionsButton } from "./delivery-options-button";
import { RegionFields } from "./region-fields";

interface BillingFormProps {
  form: CustomerForm;
  errors: CustomerErrors;
  disabled: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onChange: (field: CustomerField, value: string) => void;
  onSubmit: () => void;
  /** The payment button and its status. */
  children: ReactNode;
}

/**
 * The billing details. With the page's script the payment button handles the order; without it
 * (or before it runs) the browser posts the form to /checkout, which places the order itself, or
 * only prices delivery to her place when she asks for the delivery options.
 */
export function BillingForm({ form, errors, disabled, formRef, onChange, onSubmit, children }: BillingFormProps) {
  const text = (field: CustomerField) => ({
    name: field,
    value: form[field],
    error: errors[field],
    maxLength: CUSTOMER_LIMITS[field],
    disabled,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  return (
    <form
      ref={formRef}
      method="post"
      action="/checkout"
      noValidate
      onSubmit={submit}
      // The regions and the form's checks start loading as the shopper starts on the form.
      onFocus={prefetchCheckoutParts}
      onPointerDown={prefetchCheckoutParts}
      aria-labelledby="billing-heading"
      className="flex flex-col gap-6"
    >
      <h2 id="billing-heading" className="text-3xl">
        Billing details
      </h2>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...text("email")} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...text("firstName")} />
        <TextField label="Last name" autoComplete="family-name" required {...text("lastName")} />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel" hint={PHONE_HINT} required {...text("phone")} />
      <TextField label="Address" autoComplete="street-address" required {...text("address")} />
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
      <DeliveryOptionsButton>Show delivery options</DeliveryOptionsButton>
      <TextAreaField label="Comments (optional)" rows={4} {...text("comments")} />
      {children}
    </form>
  );
}
