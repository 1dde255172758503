import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import type { OrderState } from "~/features/orders";
import { orderFormAddress, type ActionError } from "./order-forms";
import { MOVE_LABELS, adminActions, fittingMoves, nextStep, nextStepLabel } from "./stages";
import { ledgerMoney, type LedgerCurrency } from "~/features/currency";

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

/** A move on to one stage: held back with why, or its form (with the shopper's note where it has one). */
function MoveForm({
  reference,
  to,
  label,
  tone,
  why,
  error,
}: {
  reference: string;
  to: OrderState;
  label: string;
  tone: keyof typeof SUBMIT_CLASS;
  why?: string;
  error?: string;
}) {
  const note = NOTE_FOR[to];
  if (why)
    return (
      <p className="border border-line bg-white p-4 text-sm">
        <span className="font-semibold">{label}:</span> not yet, {why}. It opens once she has paid it: the Money section
        has her link to pay, and Send on WhatsApp.
      </p>
    );
  return (
    <ActionForm reference={reference} intent="move" submit={label} tone={tone}>
      <input type="hidden" name="to" value={to} />
      {note && (
        <Note
          id={`note-${to}`}
          name="note"
          label={note.label}
          hint={note.hint}
          required={note.required}
          error={error}
        />
      )}
    </ActionForm>
  );
}

/** The one next step that fits how the order reaches her, and the payment check while it is unconfirmed. */
export function NextSteps({
  reference,
  status,
  pickup,
  toMake,
  held = {},
  error,
}: {
  reference: string;
  status: OrderState;
  pickup: boolean;
  /** It has pieces to make: production is its first step once paid. */
  toMake: boolean;
  /** Moves held back (release only when paid), each with why. */
  held?: Partial<Record<OrderState, string>>;
  error?: ActionError;
}) {
  const can = adminActions(status);
  const next = nextStep(status, { pickup, toMake });
  const errorFor = (intent: string) => (error?.intent === intent ? error.message : undefined);
  return (
    <section aria-labelledby="actions-heading" className="flex flex-col gap-4">
      <h2 id="actions-heading" className="sr-only">
        Next steps
      </h2>
      {error && !error.intent && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      {!next && !can.check && <p className="text-sm text-ink-soft">No next step: see More actions.</p>}
      {next && (
        <MoveForm
          reference={reference}
          to={next}
          label={nextStepLabel(next)}
          tone="primary"
          why={held[next]}
          error={errorFor("move")}
        />
      )}
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

/**
 * Everything but the next step, folded (a plain details, so it opens without JavaScript): the
 * other stage moves that fit her delivery, a private note, cancel (a paid order only once its
 * amount is ticked), and the order's money sections passed in (refunds, credit, move).
 */
export function MoreActions({
  reference,
  status,
  pickup,
  toMake,
  paid,
  currency = "NGN",
  held = {},
  error,
  open,
  children,
}: {
  reference: string;
  status: OrderState;
  pickup: boolean;
  toMake: boolean;
  /** All the order took (in its currency): a cancel asks her to confirm it. */
  paid: number;
  /** The order's currency (naira unless said). */
  currency?: LedgerCurrency;
  held?: Partial<Record<OrderState, string>>;
  error?: ActionError;
  /** Opened by a refusal inside, so it shows beside its field. */
  open?: boolean;
  children?: ReactNode;
}) {
  const can = adminActions(status);
  const next = nextStep(status, { pickup, toMake });
  const others = fittingMoves(status, pickup).filter((to) => to !== next);
  const errorFor = (intent: string) => (error?.intent === intent ? error.message : undefined);
  const cancelError = errorFor("cancel");
  // The confirm box's own refusal says what the order paid; any other (no reason) sits by the reason.
  const confirmError = cancelError?.startsWith("This order paid") ? cancelError : undefined;
  return (
    <details className="group border border-line bg-white" open={open || undefined}>
      <summary className="cursor-pointer px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2">
        More actions
      </summary>
      <div className="flex flex-col gap-6 border-t border-line p-4">
        {others.length > 0 && (
          <section aria-labelledby="other-moves-heading" className="flex flex-col gap-3">
            <h2 id="other-moves-heading" className="text-xl">
              Other stage moves
            </h2>
            {others.map((to) => (
              <MoveForm
                key={to}
                reference={reference}
                to={to}
                label={MOVE_LABELS[to] ?? to}
                tone="outline"
                why={held[to]}
                error={errorFor("move")}
              />
            ))}
          </section>
        )}
        <ActionForm reference={reference} intent="note" title="Private note" submit="Add note">
          <Note id="private-note" name="note" label="Note (only you see it)" required error={errorFor("note")} />
        </ActionForm>
        {children}
        {can.refund && (
          <ActionForm
            reference={reference}
            intent="refund"
            title="Mark the whole order refunded"
            submit="Mark refunded"
          >
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
        {can.cancel && (
          <ActionForm
            reference={reference}
            intent="cancel"
            title="Cancel the order"
            submit="Cancel order"
            tone="danger"
          >
            <Note
              id="cancel-reason"
              name="reason"
              label="Reason"
              required
              error={confirmError ? undefined : cancelError}
            />
            {paid > 0 && (
              <div className="flex items-start gap-2 text-sm">
                <input
                  id="cancel-confirm"
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  className="mt-1 size-5"
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? "cancel-error" : undefined}
                />
                <label htmlFor="cancel-confirm">Yes, cancel the order that paid {ledgerMoney(paid, currency)}</label>
              </div>
            )}
            {confirmError && (
              <p id="cancel-error" className="text-sm text-danger">
                {confirmError}
              </p>
            )}
          </ActionForm>
        )}
      </div>
    </details>
  );
}
