import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { ledgerFieldValue, ledgerMoney } from "~/features/currency";
import { formatShortDateTime } from "~/lib/lagos-clock";
import { orderFormAddress, type ActionError } from "./order-forms";
import type { AdminRefunds } from "./refunds-view";

const TONE: Record<AdminRefunds["refunds"][number]["status"], string> = {
  sending: "border-line",
  unsent: "border-danger",
  pending: "border-line",
  processing: "border-line",
  processed: "border-success",
  failed: "border-danger",
  "needs-attention": "border-danger",
};

/**
 * Refunds through Paystack, and what was returned outside the shop ("Mark refunded"): where the
 * money stands, each refund's status in words (and what to do),
 * an unsent one's "Try again", and the form for a new one (a reason, and the amount in the order's
 * currency: whole naira, or US dollars and cents for a dollar order). Plain forms.
 */
export function RefundsSection({
  reference,
  refunds,
  error,
}: {
  reference: string;
  refunds: AdminRefunds;
  error?: ActionError;
}) {
  const { standing: s } = refunds;
  const currency = refunds.currency ?? "NGN";
  const money = (amount: number) => ledgerMoney(amount, currency);
  const formError = error?.intent === "paystack-refund" ? error.message : undefined;
  const retryError = error?.intent === "paystack-refund-retry" ? error.message : undefined;
  if (s.paid === 0 && refunds.refunds.length === 0) return null;
  const action = orderFormAddress(reference, "refund");
  const only = refunds.payments.length === 1 ? refunds.payments[0] : undefined;
  return (
    <section aria-labelledby="refunds-heading" className="flex flex-col gap-3">
      <h2 id="refunds-heading" className="text-2xl">
        Refunds
      </h2>
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm" data-testid="refund-money">
        <dt className="text-ink-soft">Paid</dt>
        <dd className="tabular-nums">{money(s.paid)}</dd>
        <dt className="text-ink-soft">Refunded</dt>
        <dd className="tabular-nums">{s.refunded > 0 ? money(s.refunded) : "Nothing"}</dd>
        {s.underWay > 0 && (
          <>
            <dt className="text-ink-soft">On its way back</dt>
            <dd className="tabular-nums">{money(s.underWay)}</dd>
          </>
        )}
        <dt className="text-ink-soft">Kept</dt>
        <dd className="tabular-nums">{money(s.kept)}</dd>
      </dl>
      {refunds.refunds.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Refunds sent">
          {refunds.refunds.map((r) => (
            <li key={r.id} className={`flex flex-col gap-1 border-l-4 bg-white px-4 py-3 text-sm ${TONE[r.status]}`}>
              <span className="font-medium">
                <span className="tabular-nums">{money(r.amount)}</span> · {r.label}
              </span>
              <span className="text-ink-soft">
                {formatShortDateTime(r.createdAt)} · {r.paymentReference} · {r.reason}
              </span>
              {r.todo && <span className={r.status === "unsent" ? "" : "text-danger"}>{r.todo}</span>}
              {r.status === "unsent" && (
                <form method="post" action={action} className="mt-1">
                  <input type="hidden" name="intent" value="paystack-refund-retry" />
                  <input type="hidden" name="refund" value={r.id} />
                  <button type="submit" className={buttonClass("outline", "self-start")}>
                    Try this refund again
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {retryError && (
        <p role="alert" className="text-sm text-danger">
          {retryError}
        </p>
      )}
      {refunds.available && refunds.payments.length > 0 && (
        <form method="post" action={action} className="flex flex-col gap-3 border border-line bg-white p-4">
          <h3 className="font-sans text-base font-semibold">Refund through Paystack</h3>
          <input type="hidden" name="intent" value="paystack-refund" />
          <input type="hidden" name="key" value={refunds.formKey} />
          {only ? (
            <input type="hidden" name="payment" value={only.reference} />
          ) : (
            <div className="flex flex-col gap-1.5">
              <label htmlFor="refund-payment" className="label-caps text-ink-soft">
                From the payment
              </label>
              <select id="refund-payment" name="payment" className={controlClass}>
                {refunds.payments.map((p) => (
                  <option key={p.reference} value={p.reference}>
                    {p.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="refund-amount" className="label-caps text-ink-soft">
              {currency === "NGN" ? "Amount to refund (₦, whole naira)" : "Amount (US dollars)"}
            </label>
            <input
              id="refund-amount"
              name="amount"
              inputMode={currency === "NGN" ? "numeric" : "decimal"}
              autoComplete="off"
              required
              defaultValue={only ? ledgerFieldValue(only.refundable, currency) : ""}
              aria-describedby={`refund-amount-hint${formError ? " refund-form-error" : ""}`}
              aria-invalid={formError ? true : undefined}
              className={controlClass}
            />
            <p id="refund-amount-hint" className="text-xs text-ink-soft">
              Up to {money(s.refundable)} in all. The whole amount refunds everything; less is a partial refund.
              {currency === "USD" && " Type dollars and cents, like 120.50."}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="refund-reason" className="label-caps text-ink-soft">
              Reason
            </label>
            <textarea id="refund-reason" name="reason" rows={2} maxLength={500} required className={controlClass} />
          </div>
          {formError && (
            <p id="refund-form-error" role="alert" className="text-sm text-danger">
              {formError}
            </p>
          )}
          <button type="submit" className={buttonClass("primary", "self-start")}>
            Refund through Paystack
          </button>
        </form>
      )}
    </section>
  );
}
