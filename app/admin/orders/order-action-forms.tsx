import type { ReactNode } from "react";
import type { OrderState } from "~/features/orders";
import type { LedgerCurrency } from "~/features/currency";
import { ActionForm, Note, SUBMIT_CLASS } from "./action-form";
import { CancelForm, MarkRefundedForm } from "./money-action-forms";
import type { ActionError } from "./order-forms";
import { MOVE_LABELS, adminActions, fittingMoves, nextStep, nextStepLabel } from "./stages";

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
  kept = null,
  error,
}: {
  reference: string;
  status: OrderState;
  pickup: boolean;
  /** It has pieces to make: production is its first step once paid. */
  toMake: boolean;
  /** Moves held back (release only when paid), each with why. */
  held?: Partial<Record<OrderState, string>>;
  /** What its ready-to-wear pieces, kept for it, wait for before they are sold. */
  kept?: string | null;
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
      {kept && (
        <p className="border border-line bg-white p-4 text-sm">
          <span className="font-semibold">Ready-to-wear pieces:</span> {kept}.
        </p>
      )}
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
 * other stage moves that fit her delivery, a private note, the order's money sections passed in
 * (refunds, credit, move), mark refunded (money returned outside the shop) and cancel (a paid
 * order only once its amount is ticked); those two, for an order that took money, only to the
 * owner (roles.ts's guarded acts).
 */
export function MoreActions({
  reference,
  status,
  pickup,
  toMake,
  paid,
  returnable = 0,
  currency = "NGN",
  mayCancelPaid,
  mayMarkRefunded,
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
  /** What its account may still give back: what Mark refunded writes as returned outside the shop. */
  returnable?: number;
  /** The order's currency (naira unless said). */
  currency?: LedgerCurrency;
  /** Her role cancels an order that took money. */
  mayCancelPaid: boolean;
  /** Her role marks an order refunded. */
  mayMarkRefunded: boolean;
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
  // What her role leaves out here, said rather than hidden without a word.
  const ownerOnly = (can.refund && !mayMarkRefunded) || (can.cancel && paid > 0 && !mayCancelPaid);
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
        {can.refund && mayMarkRefunded && (
          <MarkRefundedForm
            reference={reference}
            returnable={returnable}
            currency={currency}
            error={errorFor("refund")}
          />
        )}
        {can.cancel && (paid === 0 || mayCancelPaid) && (
          <CancelForm reference={reference} paid={paid} currency={currency} error={errorFor("cancel")} />
        )}
        {ownerOnly && (
          <p className="text-sm text-ink-soft">
            Only the owner cancels an order that took money, or marks one refunded.
          </p>
        )}
      </div>
    </details>
  );
}
