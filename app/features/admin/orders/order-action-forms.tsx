import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import type { OrderState } from "~/features/orders";
import { orderFormAddress, type ActionError } from "./order-forms";
import { MOVE_LABELS, adminActions } from "./stages";

const NOTE_MAX = 1000;

function Note({
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

const SUBMIT_CLASS = {
  primary: buttonClass("primary", "self-start"),
  outline: buttonClass("outline", "self-start"),
  danger: buttonClass("outline", "self-start border-danger text-danger"),
};

/** One stage change in a panel of its own: a form that posts its intent with the fields it holds. */
function ActionForm({
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

const NOTE_FOR: Partial<Record<OrderState, { label: string; hint: string; required: boolean }>> = {
  shipped: {
    label: "Tracking note for the shopper",
    hint: "Courier and tracking number; it goes in her email.",
    required: true,
  },
  ready: {
    label: "Note for the shopper",
    hint: "Where and when to collect, or when it ships; it goes in her email.",
    required: false,
  },
};

/** The moves that take the order on towards the shopper, and the payment check while it is unconfirmed. */
export function NextSteps({
  reference,
  status,
  held = {},
  error,
}: {
  reference: string;
  status: OrderState;
  /** Moves held back (release only when paid), each with why. */
  held?: Partial<Record<OrderState, string>>;
  error?: ActionError;
}) {
  const can = adminActions(status);
  const errorFor = (intent: string) => (error?.intent === intent ? error.message : undefined);
  return (
    <section aria-labelledby="actions-heading" className="flex flex-col gap-4">
      <h2 id="actions-heading" className="text-2xl">
        Next steps
      </h2>
      {error && !error.intent && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      {can.forward.length === 0 && !can.check && (
        <p className="text-sm text-ink-soft">This order has no further stage.</p>
      )}
      {can.forward.map((to) => {
        const note = NOTE_FOR[to];
        const why = held[to];
        if (why)
          return (
            <p key={to} className="border border-line bg-white p-4 text-sm">
              <span className="font-semibold">{MOVE_LABELS[to] ?? to}:</span> not yet, {why}.
            </p>
          );
        return (
          <ActionForm key={to} reference={reference} intent="move" submit={MOVE_LABELS[to] ?? to} tone="primary">
            <input type="hidden" name="to" value={to} />
            {note && (
              <Note
                id={`note-${to}`}
                name="note"
                label={note.label}
                hint={note.hint}
                required={note.required}
                error={errorFor("move")}
              />
            )}
          </ActionForm>
        );
      })}
      {can.check && (
        <ActionForm
          reference={reference}
          intent="check"
          title="Payment not confirmed yet"
          submit="Check payment with Paystack"
        >
          <p className="text-sm text-ink-soft">
            Ask Paystack now whether the money arrived; the answer goes in the history.
          </p>
        </ActionForm>
      )}
    </section>
  );
}

/** A private note, and the order's way out: cancel with a reason, refund once the money is back. */
export function MoreActions({
  reference,
  status,
  error,
}: {
  reference: string;
  status: OrderState;
  error?: ActionError;
}) {
  const can = adminActions(status);
  const errorFor = (intent: string) => (error?.intent === intent ? error.message : undefined);
  return (
    <section aria-labelledby="more-heading" className="flex flex-col gap-4">
      <h2 id="more-heading" className="text-2xl">
        Notes and changes
      </h2>
      <ActionForm reference={reference} intent="note" title="Private note" submit="Add note">
        <Note id="private-note" name="note" label="Note (only you see it)" required error={errorFor("note")} />
      </ActionForm>
      {can.cancel && (
        <ActionForm reference={reference} intent="cancel" title="Cancel the order" submit="Cancel order" tone="danger">
          <Note id="cancel-reason" name="reason" label="Reason" required error={errorFor("cancel")} />
        </ActionForm>
      )}
      {can.refund && (
        <ActionForm reference={reference} intent="refund" title="Refund" submit="Mark refunded">
          <div className="flex items-start gap-2 text-sm">
            <input
              id="refund-confirm"
              type="checkbox"
              name="confirm"
              value="yes"
              required
              className="mt-1 size-5"
              aria-describedby={errorFor("refund") ? "refund-error" : undefined}
            />
            <label htmlFor="refund-confirm">
              The whole payment has been returned to the shopper (through Paystack or by transfer).
            </label>
          </div>
          {errorFor("refund") && (
            <p id="refund-error" className="text-sm text-danger">
              {errorFor("refund")}
            </p>
          )}
        </ActionForm>
      )}
    </section>
  );
}
