import type { FormEvent, ReactNode, RefObject } from "react";
import { TextAreaField, TextField } from "~/components/ui/field";
import { CUSTOMER_LIMITS, PHONE_HINT, type CustomerErrors, type CustomerField, type CustomerForm } from "../customer";
import { prefetchCheckoutParts } from "../checkout-parts";
import type { GiftErrors, GiftForm } from "../gift";
import { AddressFields } from "./address-fields";
import { DeliveryOptionsButton } from "./delivery-options-button";
import { GiftQuestion } from "./gift-fields";
import { useDomId } from "~/lib/islands/use-dom-id";
import { MESSAGE_CONSENT } from "~/features/notices";

interface BillingFormProps {
  form: CustomerForm;
  errors: CustomerErrors & GiftErrors;
  /** The gift's answer and fields after a refused form (plain form fields otherwise). */
  gift?: GiftForm;
  /** Her tick for WhatsApp or SMS updates after a refused form. */
  updates?: boolean;
  disabled: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onChange: (field: CustomerField, value: string) => void;
  onSubmit: () => void;
  /** Why the server refused the form posted without a script: shown at the form's top, where the page reopens. */
  refusal?: { message: string; duties?: string };
  /** The payment button and its status. */
  children: ReactNode;
}

/** The summary the page without a script reopens at after a refused form, not the page's top. */
export const REFUSAL_ID = "checkout-refused";

/**
 * The billing details: hers, then whether it is a gift, then the address it goes to (hers or the
 * recipient's). With the page's script the payment button handles the order; without it
 * (or before it runs) the browser posts the form to /checkout, which places the order itself, or
 * only prices delivery to her place when she asks for the delivery options.
 */
export function BillingForm({
  form,
  errors,
  gift,
  updates,
  refusal,
  disabled,
  formRef,
  onChange,
  onSubmit,
  children,
}: BillingFormProps) {
  const idOf = useDomId("");
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
      {refusal && (
        // Focused as the page opens, so the browser shows it rather than the page's top (no script needed).
        <div
          id={REFUSAL_ID}
          role="alert"
          tabIndex={-1}
          autoFocus
          className="scroll-mt-24 border border-danger/40 p-4 text-sm text-danger"
        >
          <p className="font-medium">{refusal.message}</p>
          <ul className="mt-2 list-disc pl-5 empty:hidden">
            {Object.entries(errors).map(([field, words]) => (
              <li key={field}>
                <a href={`#${idOf}${field}`} className="underline underline-offset-4">
                  {words}
                </a>
              </li>
            ))}
            {refusal.duties && (
              <li>
                <a href="#duties-heading" className="underline underline-offset-4">
                  {refusal.duties}
                </a>
              </li>
            )}
          </ul>
        </div>
      )}
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...text("email")} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...text("firstName")} />
        <TextField label="Last name" autoComplete="family-name" required {...text("lastName")} />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel" hint={PHONE_HINT} required {...text("phone")} />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name={MESSAGE_CONSENT.field}
          defaultChecked={updates}
          disabled={disabled}
          className="mt-0.5 size-4 accent-ink"
        />
        <span>{MESSAGE_CONSENT.wording}</span>
      </label>
      <GiftQuestion typed={gift} disabled={disabled} />
      <AddressFields form={form} errors={errors} gift={gift} disabled={disabled} onChange={onChange} text={text} />
      <DeliveryOptionsButton>Show delivery options</DeliveryOptionsButton>
      <TextAreaField label="Comments (optional)" rows={4} {...text("comments")} />
      {children}
    </form>
  );
}
