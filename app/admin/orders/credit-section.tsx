import { buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { ledgerFieldValue, ledgerMoney, signedLedgerMoney } from "~/features/currency";
import { HANDLING_FEE_PERCENT } from "~/features/credit";
import { formatShortDateTime } from "~/lib/lagos-clock";
import type { AdminOrderCredit, CreditConfirmation, CreditFormRefusal } from "./credit-view";
import { orderFormAddress } from "./order-forms";

/**
 * Store credit from this order: what was turned into credit, spent or given back, the terms'
 * rules against the order, and a plain form: the amount (all or part), the handling fee (empty for
 * the terms' 25% of that amount), when she got in touch, why; a rule not met needs a reason to
 * override it. Posted, it says what it would do and asks her to confirm (hidden fields carry it).
 */
export function CreditSection({
  reference,
  credit,
  refusal,
}: {
  reference: string;
  credit: AdminOrderCredit;
  refusal?: CreditFormRefusal;
}) {
  if (credit.creditable === 0 && credit.entries.length === 0) return null;
  const values = refusal?.values;
  const errors = refusal?.errors ?? {};
  const anyFails = credit.checks.some((c) => !c.ok);
  const currency = credit.currency ?? "NGN";
  const naira = currency === "NGN";
  const money = (amount: number) => ledgerMoney(amount, currency);
  return (
    <section aria-labelledby="credit-heading" className="flex flex-col gap-3">
      <h2 id="credit-heading" className="text-2xl">
        Store credit
      </h2>
      {credit.entries.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm" aria-label="Store credit movements">
          {credit.entries.map((e, i) => (
            <li key={i} className="flex flex-col gap-0.5 border-l-4 border-line bg-white px-4 py-2">
              <span className="font-medium">
                {e.label} <span className="tabular-nums">{signedLedgerMoney(e.amount, currency)}</span> · code ending{" "}
                {e.last4}
              </span>
              <span className="text-ink-soft">
                {formatShortDateTime(e.at)} · {e.who} · {e.why}
              </span>
            </li>
          ))}
        </ul>
      )}
      {credit.creditable > 0 && refusal?.confirm && (
        <CreditConfirm reference={reference} values={refusal.values} confirm={refusal.confirm} />
      )}
      {credit.creditable > 0 && !refusal?.confirm && (
        <form
          method="post"
          action={orderFormAddress(reference, "credit")}
          className="flex flex-col gap-3 border border-line bg-white p-4"
        >
          <h3 className="font-sans text-base font-semibold">Turn into store credit</h3>
          <input type="hidden" name="key" value={credit.formKey} />
          <ul className="flex flex-col gap-1 text-sm" aria-label="The terms for store credit">
            {credit.checks.map((c) => (
              <li key={c.rule} className={c.ok ? "text-success" : "text-danger"}>
                {c.ok ? "Met: " : "Not met: "}
                {c.text}
              </li>
            ))}
          </ul>
          <TextField
            name="amount"
            label={naira ? "Amount to turn into credit (₦, whole naira)" : "Amount to turn into credit (US dollars)"}
            hint={`Up to ${money(credit.creditable)}: what was paid less what was refunded or turned into credit.`}
            inputMode={naira ? "numeric" : "decimal"}
            autoComplete="off"
            required
            defaultValue={values?.amount ?? ledgerFieldValue(credit.creditable, currency)}
            error={errors.amount}
          />
          <TextField
            name="fee"
            label={naira ? "Handling fee (₦)" : "Handling fee (US dollars)"}
            hint={`Leave it empty for the terms' ${HANDLING_FEE_PERCENT}% of the amount above; type another to change it (0 for none).`}
            inputMode={naira ? "numeric" : "decimal"}
            autoComplete="off"
            defaultValue={values?.fee ?? ""}
            error={errors.fee}
          />
          <TextField
            name="contactedAt"
            type="datetime-local"
            label="When she got in touch (Lagos time)"
            required
            defaultValue={values?.contactedAt ?? credit.now}
            error={errors.contactedAt}
          />
          <TextAreaField
            name="reason"
            label="Reason"
            rows={2}
            maxLength={300}
            required
            defaultValue={values?.reason ?? ""}
            error={errors.reason}
          />
          <TextAreaField
            name="override"
            label="Why give credit anyway"
            hint={
              anyFails
                ? "A rule of the terms is not met: say why you give credit anyway."
                : "Only needed when a rule of the terms is not met."
            }
            rows={2}
            maxLength={180}
            defaultValue={values?.override ?? ""}
            error={errors.override}
          />
          <button type="submit" className={buttonClass("primary", "self-start")}>
            Turn into store credit
          </button>
        </form>
      )}
    </section>
  );
}

/** The form read well: what it would do, and Confirm (its fields carried hidden) or Change. */
function CreditConfirm({
  reference,
  values,
  confirm,
}: {
  reference: string;
  values: CreditFormRefusal["values"];
  confirm: CreditConfirmation;
}) {
  return (
    <form
      method="post"
      action={orderFormAddress(reference, "credit")}
      className="flex flex-col gap-3 border border-line bg-white p-4"
    >
      <h3 className="font-sans text-base font-semibold">Turn into store credit</h3>
      <input type="hidden" name="key" value={confirm.key} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="font-medium" data-testid="credit-confirm">
        {confirm.sentence}.
      </p>
      <p className="text-sm text-ink-soft">{confirm.detail}</p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="step" value="confirm" className={buttonClass("primary")}>
          Confirm
        </button>
        <button type="submit" name="step" value="change" className={buttonClass("outline")}>
          Change
        </button>
      </div>
    </form>
  );
}
