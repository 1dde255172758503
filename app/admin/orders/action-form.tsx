import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { orderFormAddress } from "./order-forms";

// The order page's stage forms' parts: a note field, a confirm box, and a form that posts its intent to /stage.

const NOTE_MAX = 1000;

export function Note({
  id,
  name,
  label,
  hint,
  required,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="label-caps text-ink-soft">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={NOTE_MAX}
        required={required}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={controlClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const SUBMIT_CLASS = {
  primary: buttonClass("primary", "self-start"),
  outline: buttonClass("outline", "self-start"),
  danger: buttonClass("outline", "self-start border-danger text-danger"),
};

/** One stage change in a panel of its own: a form that posts its intent with the fields it holds. */
export function ActionForm({
  reference,
  intent,
  title,
  submit,
  tone = "outline",
  children,
}: {
  reference: string;
  intent: string;
  title?: string;
  submit: string;
  tone?: keyof typeof SUBMIT_CLASS;
  children?: ReactNode;
}) {
  return (
    <form method="post" action={orderFormAddress(reference, "stage")} className="contents">
      <div className="flex flex-col gap-3 border border-line bg-white p-4">
        {title && <h3 className="font-sans text-base font-semibold">{title}</h3>}
        {children}
        <input type="hidden" name="intent" value={intent} />
        <button type="submit" className={SUBMIT_CLASS[tone]}>
          {submit}
        </button>
      </div>
    </form>
  );
}

/** A required "yes" box that confirms an action; `error` (its refusal) is shown at `errorId`. */
export function ConfirmBox({
  id,
  errorId,
  error,
  children,
}: {
  id: string;
  errorId: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        name="confirm"
        value="yes"
        required
        className="mt-1 size-5"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
