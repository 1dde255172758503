import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import type { DiscountFormErrors, DiscountFormValues } from "~/features/discounts";
import { ErrorSummary } from "../shared/error-summary";
import { legendClass, type CollectionChoice } from "../products/product-form-parts";

const LABELS: Record<string, string> = {
  code: "Code",
  kind: "Kind of discount",
  value: "Value",
  minimumOrder: "Minimum order",
  startsAt: "Starts",
  endsAt: "Ends",
  totalUses: "Uses in total",
  usesPerEmail: "Uses per email",
  collectionsMode: "Collections",
  collections: "Collections ticked",
};

/** A tick box with its label, at a thumb's size. */
function Box({ name, value, checked, label }: { name: string; value: string; checked: boolean; label: string }) {
  const id = `page-${name}-${value}`;
  return (
    <li className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-6 shrink-0 accent-ink"
      />
      <label htmlFor={id}>{label}</label>
    </li>
  );
}

function Group({ id, legend, error, children }: { id: string; legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset id={`page-${id}`} className="min-w-0" aria-describedby={error ? `page-${id}-error` : undefined}>
      <legend className={legendClass}>{legend}</legend>
      {children}
      {error && (
        <p id={`page-${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A discount's kind and its value: the code's form and the welcome code's ask them alike (under their own labels). */
export function DiscountValueFields({
  labels,
  values,
  errors,
}: {
  labels: { kind: string; value: string };
  values: { kind: string; value: string };
  errors: { kind?: string; value?: string };
}) {
  return (
    <>
      <SelectField name="kind" label={labels.kind} defaultValue={values.kind} error={errors.kind}>
        <option value="percent">A percentage off</option>
        <option value="amount">An amount off (₦)</option>
      </SelectField>
      <TextField
        name="value"
        label={labels.value}
        inputMode="numeric"
        defaultValue={values.value}
        hint="The percentage (1 to 100), or whole naira."
        error={errors.value}
      />
    </>
  );
}

/** The owner's discount code form: what it gives, when, how often and on which pieces. Works without a script. */
export function DiscountForm({
  values: v,
  errors,
  collections,
  submit,
}: {
  values: DiscountFormValues;
  errors: DiscountFormErrors;
  collections: readonly CollectionChoice[];
  submit: string;
}) {
  const field = (name: Exclude<keyof DiscountFormValues, "collections">) => ({
    name,
    defaultValue: v[name],
    error: errors[name],
  });
  return (
    <form method="post" className="flex min-w-0 flex-col gap-6" noValidate>
      <ErrorSummary errors={errors} labelOf={(key) => LABELS[key] ?? key} />
      <TextField
        {...field("code")}
        label="Code"
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="What shoppers type, e.g. BLACKFRIDAY. Any case; dashes and spaces are ignored."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DiscountValueFields labels={{ kind: "Kind of discount", value: "Value" }} values={v} errors={errors} />
      </div>
      <TextField
        {...field("minimumOrder")}
        label="Minimum order (₦)"
        inputMode="numeric"
        hint="What the pieces the code covers must come to. Empty: no minimum."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("startsAt")} label="Starts (Lagos time)" type="datetime-local" hint="Empty: at once." />
        <TextField {...field("endsAt")} label="Ends (Lagos time)" type="datetime-local" hint="Empty: no end." />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("totalUses")} label="Uses in total" inputMode="numeric" hint="Empty: no limit." />
        <TextField {...field("usesPerEmail")} label="Uses per email" inputMode="numeric" hint="Empty: no limit." />
      </div>
      <SelectField {...field("collectionsMode")} label="Collections">
        <option value="all">Every collection</option>
        <option value="include">Only the collections ticked</option>
        <option value="exclude">Every collection but those ticked</option>
      </SelectField>
      <Group id="collections" legend="Collections ticked" error={errors.collections}>
        <ul className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
          {collections.map((c) => (
            <Box
              key={c.slug}
              name="collections"
              value={c.slug}
              checked={v.collections.includes(c.slug)}
              label={c.name}
            />
          ))}
        </ul>
      </Group>
      <Group id="options" legend="Options">
        <ul className="flex flex-col">
          <Box
            name="includeSale"
            value="on"
            checked={v.includeSale === "on"}
            label="Sale pieces get the discount too"
          />
          <Box name="active" value="on" checked={v.active === "on"} label="Active: shoppers may use it" />
        </ul>
      </Group>
      <button type="submit" className={buttonClass("primary", "w-full sm:w-auto sm:self-start")}>
        {submit}
      </button>
    </form>
  );
}
