import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { ActionForm, ConfirmBox, Note } from "./action-form";

/**
 * "Mark refunded": money the owner returned outside the shop (a bank transfer, cash). What the
 * order's account may still give back is written as a refund of its own kind, so every figure
 * counts it; a refund through Paystack is the Refunds section's.
 */
export function MarkRefundedForm({
  reference,
  returnable,
  currency,
  error,
}: {
  reference: string;
  returnable: number;
  currency: LedgerCurrency;
  error?: string;
}) {
  return (
    <ActionForm reference={reference} intent="refund" title="Returned outside the shop" submit="Mark refunded">
      <p className="text-sm text-ink-soft">
        For money you gave back yourself, by bank transfer or in cash: nothing goes through Paystack. The order is
        marked refunded and {ledgerMoney(returnable, currency)}, what it still holds, counts as returned. To send money
        back through Paystack, use Refunds.
      </p>
      <Note
        id="refund-note"
        name="note"
        label="How it went back (optional)"
        hint="Say how and when, for the history; the shopper does not see it."
      />
      <ConfirmBox id="refund-confirm" errorId="refund-error" error={error}>
        The money was returned to the shopper outside the shop, and nothing more is owed to her.
      </ConfirmBox>
      {error && (
        <p id="refund-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </ActionForm>
  );
}

/** Cancel with a reason; an order that took money only once its amount is ticked. */
export function CancelForm({
  reference,
  paid,
  currency,
  error,
}: {
  reference: string;
  /** All the order took (in its currency). */
  paid: number;
  currency: LedgerCurrency;
  error?: string;
}) {
  // The confirm box's own refusal says what the order paid; any other (no reason) sits by the reason.
  const confirmError = error?.startsWith("This order paid") ? error : undefined;
  return (
    <ActionForm reference={reference} intent="cancel" title="Cancel the order" submit="Cancel order" tone="danger">
      <Note id="cancel-reason" name="reason" label="Reason" required error={confirmError ? undefined : error} />
      {paid > 0 && (
        <ConfirmBox id="cancel-confirm" errorId="cancel-error" error={confirmError}>
          Yes, cancel the order that paid {ledgerMoney(paid, currency)}
        </ConfirmBox>
      )}
      {confirmError && (
        <p id="cancel-error" className="text-sm text-danger">
          {confirmError}
        </p>
      )}
    </ActionForm>
  );
}
