import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { HOME_STATE_AREAS } from "~/config/delivery";
import { SIZES } from "~/config/sizes";
import { formatPrice } from "~/features/currency";
import { MEASUREMENT_POINTS, UNIT_LABELS, UNITS } from "~/features/measurements";
import { PlanFieldset } from "~/features/pay-plans";
import { ErrorSummary } from "../shared/error-summary";
import { quoteFieldLabel, type QuoteProductOption } from "./quote-parts";
import { ADD_INTENT, QUOTE_ROWS, rowsField, rowsShown, type RowKind } from "./quote-rows";

const numbered = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** One more row of a kind: the form posted with its intent, shown again as typed (with or without script). */
function AddRow({ kind, rows, label }: { kind: RowKind; rows: number; label: string }) {
  return (
    <>
      <input type="hidden" name={rowsField(kind)} value={rows} />
      {rows < QUOTE_ROWS && (
        <Button type="submit" variant="outline" name="intent" value={ADD_INTENT[kind]} className="self-start">
          {label}
        </Button>
      )}
    </>
  );
}

const DELIVERY_CHOICES = [
  ["pickup", "Pickup at the atelier (free)"],
  ["port-harcourt", "Rider in Port Harcourt"],
  ["rivers", "Delivery in Rivers State"],
  ["nigeria", "Delivery elsewhere in Nigeria"],
  ["abroad", "Delivery abroad"],
] as const;

export interface QuoteFormProps {
  products: readonly QuoteProductOption[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** The kind of row just added: its first field takes the focus. */
  added?: RowKind;
}

/**
 * The owner's quote, built on her phone: the shopper, catalogue pieces at today's price or pieces
 * made to measure at hers, pickup or delivery, full payment or the deposit, and how long it holds.
 * A plain form: the server prices it and says what to fix beside each field.
 */
export function QuoteForm({ products, values, errors, added }: QuoteFormProps) {
  const v = (name: string) => values[name] ?? "";
  const e = (name: string) => errors[name];
  const itemRows = rowsShown(values, "item");
  const customRows = rowsShown(values, "custom");
  return (
    <form method="post" className="flex max-w-2xl flex-col gap-8" noValidate>
      {/* First in the form, so Enter in a field makes the quote rather than adding a row. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
        Make the quote
      </button>
      <ErrorSummary errors={errors} labelOf={quoteFieldLabel} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-display text-2xl">The shopper</legend>
        <TextField
          name="firstName"
          label="First name"
          defaultValue={v("firstName")}
          error={e("firstName")}
          autoComplete="off"
        />
        <TextField
          name="lastName"
          label="Last name"
          defaultValue={v("lastName")}
          error={e("lastName")}
          autoComplete="off"
        />
        <TextField
          name="email"
          type="email"
          label="Email"
          defaultValue={v("email")}
          error={e("email")}
          autoComplete="off"
        />
        <TextField
          name="phone"
          type="tel"
          label="Phone (WhatsApp)"
          hint="Include the country code, or a Nigerian number as written"
          defaultValue={v("phone")}
          error={e("phone")}
          autoComplete="off"
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4" id="page-lines">
        <legend className="mb-3 font-display text-2xl">Pieces from the catalogue</legend>
        <p className="text-sm text-ink-soft">
          At today&apos;s price, a sale&apos;s when one is on. Leave a row empty to skip it.
        </p>
        {e("lines") && <p className="text-sm text-danger">{e("lines")}</p>}
        {numbered(itemRows).map((row) => (
          <div key={row} className="grid gap-3 border-t border-line pt-3 sm:grid-cols-[1fr_7rem_6rem]">
            <SelectField
              autoFocus={added === "item" && row === itemRows}
              name={`item-${row}-product`}
              label={`Piece ${row}`}
              defaultValue={v(`item-${row}-product`)}
              error={e(`item-${row}-product`)}
            >
              <option value="">None</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} · {formatPrice(p.price)}
                </option>
              ))}
            </SelectField>
            <SelectField
              name={`item-${row}-size`}
              label="Size"
              defaultValue={v(`item-${row}-size`)}
              error={e(`item-${row}-size`)}
            >
              <option value="">One size</option>
              {SIZES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </SelectField>
            <TextField
              name={`item-${row}-quantity`}
              label="How many"
              inputMode="numeric"
              defaultValue={v(`item-${row}-quantity`) || "1"}
              error={e(`item-${row}-quantity`)}
            />
          </div>
        ))}
        <AddRow kind="item" rows={itemRows} label="Add a piece" />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-display text-2xl">Made to measure</legend>
        {numbered(customRows).map((row) => (
          <div key={row} className="grid gap-3 border-t border-line pt-3 sm:grid-cols-2">
            <TextAreaField
              autoFocus={added === "custom" && row === customRows}
              name={`custom-${row}-description`}
              label={`Piece ${row}: description`}
              rows={3}
              defaultValue={v(`custom-${row}-description`)}
              error={e(`custom-${row}-description`)}
              maxLength={200}
              className="sm:col-span-2"
            />
            <TextField
              name={`custom-${row}-price`}
              label="Price (₦, whole)"
              inputMode="numeric"
              defaultValue={v(`custom-${row}-price`)}
              error={e(`custom-${row}-price`)}
            />
            <TextField
              name={`custom-${row}-event`}
              type="date"
              label="Event date"
              defaultValue={v(`custom-${row}-event`)}
              error={e(`custom-${row}-event`)}
            />
            <details className="sm:col-span-2" open={Object.keys(errors).some((k) => k.startsWith(`custom-${row}-m-`))}>
              <summary className="min-h-11 cursor-pointer py-2 underline underline-offset-4">
                Measurements of piece {row}
              </summary>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <SelectField
                  name={`custom-${row}-m-unit`}
                  label="Unit"
                  className="col-span-full sm:max-w-xs"
                  defaultValue={v(`custom-${row}-m-unit`) || "cm"}
                  error={e(`custom-${row}-m-unit`)}
                >
                  {UNITS.map((u) => (
                    <option key={u} value={u}>
                      {UNIT_LABELS[u]}
                    </option>
                  ))}
                </SelectField>
                {MEASUREMENT_POINTS.map((p) => (
                  <TextField
                    key={p.point}
                    name={`custom-${row}-m-${p.point}`}
                    label={p.label}
                    inputMode="decimal"
                    defaultValue={v(`custom-${row}-m-${p.point}`)}
                    error={e(`custom-${row}-m-${p.point}`)}
                  />
                ))}
              </div>
            </details>
          </div>
        ))}
        <AddRow kind="custom" rows={customRows} label="Add a piece made to measure" />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-display text-2xl">Delivery or pickup</legend>
        <SelectField
          name="delivery"
          label="Delivery or pickup"
          defaultValue={v("delivery") || "pickup"}
          error={e("delivery")}
        >
          {DELIVERY_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField name="area" label="Area (Rivers State)" defaultValue={v("area")} error={e("area")}>
          <option value="">Not in Rivers State, or pickup</option>
          {HOME_STATE_AREAS.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </SelectField>
        <TextField
          name="address"
          label="Address"
          hint="For a delivery; leave empty for pickup"
          defaultValue={v("address")}
          error={e("address")}
          className="sm:col-span-2"
        />
        <TextField name="city" label="Town / city" defaultValue={v("city")} error={e("city")} hint="Needed abroad" />
        <TextField
          name="postcode"
          label="Postcode"
          defaultValue={v("postcode")}
          error={e("postcode")}
          hint="Abroad, where the country has them"
        />
        <TextField name="state" label="State" defaultValue={v("state")} error={e("state")} hint="Empty for pickup" />
        <TextField
          name="country"
          label="Country"
          defaultValue={v("country")}
          error={e("country")}
          hint="Empty for pickup"
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-display text-2xl">Payment and validity</legend>
        <div className="flex flex-col gap-2" id="page-payPlan">
          <span className="label-caps text-ink-soft">Payment</span>
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name="payPlan" value="full" defaultChecked={v("payPlan") !== "deposit"} /> In full
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name="payPlan" value="deposit" defaultChecked={v("payPlan") === "deposit"} /> 75%
            deposit, balance before it is ready
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name="payPlan" value="plan" defaultChecked={v("payPlan") === "plan"} /> Pay small small:
            in parts, as set below
          </label>
          {e("payPlan") && <p className="text-sm text-danger">{e("payPlan")}</p>}
        </div>
        <TextField
          name="validDays"
          label="Valid for (days)"
          inputMode="numeric"
          defaultValue={v("validDays") || "7"}
          error={e("validDays")}
          hint="Prices and pieces held until then"
        />
      </fieldset>

      <PlanFieldset values={values} errors={errors} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-display text-2xl">For the atelier</legend>
        <TextField
          name="fittingOn"
          type="date"
          label="First fitting day"
          defaultValue={v("fittingOn")}
          error={e("fittingOn")}
          hint="The piece is made before it"
        />
        <TextField
          name="finalFittingOn"
          type="date"
          label="Final fitting day"
          defaultValue={v("finalFittingOn")}
          error={e("finalFittingOn")}
          hint="Collected then; the balance is due 24 hours before it"
        />
        <TextAreaField
          name="notes"
          label="Notes for the atelier"
          rows={3}
          maxLength={1000}
          defaultValue={v("notes")}
          error={e("notes")}
          className="sm:col-span-2"
        />
      </fieldset>
      {v("request") && <input type="hidden" name="request" value={v("request")} />}
      <Button type="submit" className="w-full sm:w-fit">
        Make the quote
      </Button>
    </form>
  );
}
