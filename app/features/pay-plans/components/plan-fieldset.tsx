// The owner's "Pay small small" fieldset, the same in the product, collection and quote editors: a
// plain form, read on the server by readPlanTerms.
import { SelectField, TextField } from "~/components/ui/field";
import { ANCHOR_WORDS, PLAN_ANCHORS, PLAN_FIELDS, PLAN_LIMITS, type PlanAnchor } from "../terms";

interface PlanFieldsetProps {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** The box that turns the plan on, when the editor has one (a product's or collection's). */
  offerName?: string;
  /** The days the editor's plans may run up to (a product's: the ready-by day, the checkout's only one). */
  anchors?: readonly PlanAnchor[];
}

export function PlanFieldset({ values, errors, offerName, anchors = PLAN_ANCHORS }: PlanFieldsetProps) {
  const v = (name: string) => values[name] ?? "";
  const e = (name: string) => errors[name];
  const [lowParts, highParts] = PLAN_LIMITS.parts;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" id="pay-small-small">
      <legend className="mb-3 font-display text-2xl">Pay small small</legend>
      <p className="text-sm text-ink-soft sm:col-span-2">
        Interest-free parts she may choose: no credit check, nothing reported. Every part falls due before the day you
        choose, never after it.
      </p>
      {offerName && (
        <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
          <input type="checkbox" name={offerName} value="yes" defaultChecked={v(offerName) === "yes"} /> Offer a plan
        </label>
      )}
      <TextField
        name={PLAN_FIELDS.first}
        label="First part (%)"
        inputMode="numeric"
        defaultValue={v(PLAN_FIELDS.first) || "40"}
        error={e(PLAN_FIELDS.first)}
        hint={`${PLAN_LIMITS.firstPercent[0]}% to ${PLAN_LIMITS.firstPercent[1]}%: paid before cutting starts`}
      />
      <SelectField
        name={PLAN_FIELDS.parts}
        label="Parts"
        defaultValue={v(PLAN_FIELDS.parts) || "3"}
        error={e(PLAN_FIELDS.parts)}
      >
        {Array.from({ length: highParts - lowParts + 1 }, (_, i) => String(lowParts + i)).map((n) => (
          <option key={n} value={n}>
            {n} parts
          </option>
        ))}
      </SelectField>
      <SelectField
        name={PLAN_FIELDS.anchor}
        label="Last part due before"
        defaultValue={v(PLAN_FIELDS.anchor) || "ready-by"}
        error={e(PLAN_FIELDS.anchor)}
      >
        {anchors.map((a) => (
          <option key={a} value={a}>
            {ANCHOR_WORDS[a]}
          </option>
        ))}
      </SelectField>
      <TextField
        name={PLAN_FIELDS.fee}
        label="Plan fee (₦, optional)"
        defaultValue={v(PLAN_FIELDS.fee)}
        error={e(PLAN_FIELDS.fee)}
        hint="A flat fee in the first part, shown before she pays"
      />
      <SelectField
        name={PLAN_FIELDS.cancel}
        label="If she cancels"
        defaultValue={v(PLAN_FIELDS.cancel) || "credit"}
        error={e(PLAN_FIELDS.cancel)}
      >
        <option value="credit">Store credit for what she paid</option>
        <option value="refund">A refund, less a fee</option>
      </SelectField>
      <TextField
        name={PLAN_FIELDS.cancelFee}
        label="Fee kept from a refund (₦)"
        defaultValue={v(PLAN_FIELDS.cancelFee)}
        error={e(PLAN_FIELDS.cancelFee)}
        hint="Only for a refund; empty for none"
      />
    </fieldset>
  );
}
