import type { FormEvent, ReactNode, RefObject } from "react";
import { TextAreaField, TextField } from "~/components/ui/field";
import { CUSTOMER_LIMITS, PHONE_HINT, type CustomerErrors, type CustomerField, type CustomerForm } from "../customer";
import { prefetchCheckoutParts } from "../checkout-parts";
import type { GiftErrors, GiftForm } from "../gift";
import { AddressFields } from "./address-fields";
import { DeliveryOptionsButton } from "./delivery-options-button";
import { GiftQuestion } from "./gift-fields";

interface BillingFormProps {
  form: CustomerForm;
  errors: CustomerErrors & GiftErrors;
  /** The gift's answer and fields after a refused form (plain form fields otherwise). */
  gift?: GiftForm;
  disabled: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onChange: (field: CustomerField, value: string) => void;
  onSubmit: () => void;
  /** The payment button and its status. */
  children: ReactNode;
}

/**
 * The billing details: hers, then whether it is a gift, then the address it goes to (hers or the
 * recipient's). With the page's script the payment button handles the order; without it
 * (or before it runs) the browser posts the form to /checkout, which places the order itself, or
 * only prices delivery to her place when she asks for the delivery options.
 */
export function BillingForm({ form, errors, gift, disabled, formRef, onChange, onSubmit, children }: BillingFormProps) {
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
      <GiftQuestion typed={gift} disabled={disabled} />
      <AddressFields form={form} errors={errors} gift={gift} disabled={disabled} onChange={onChange} text={text} />
      <DeliveryOptionsButton>Show delivery options</DeliveryOptionsButton>
      <TextAreaField label="Comments (optional)" rows={4} {...text("comments")} />
      {children}
    </form>
  );
}
