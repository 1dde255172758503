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
  return (
    <form method="post" className="flex min-w-0 flex-col gap-6" noValidate>
      <ErrorSummary errors={errors} labelOf={(key) => LABELS[key] ?? key} />
      <TextField
        name="code"
        label="Code"
        defaultValue={v.code}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="What shoppers type, e.g. BLACKFRIDAY. Any case; dashes and spaces are ignored."
        error={errors.code}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="kind" label="Kind of discount" defaultValue={v.kind} error={errors.kind}>
          <option value="percent">A percentage off</option>
          <option value="amount">An amount off (₦)</option>
        </SelectField>
        <TextField
          name="value"
          label="Value"
          inputMode="numeric"
          defaultValue={v.value}
          hint="The percentage (1 to 100), or whole naira."
          error={errors.value}
        />
      </div>
      <TextField
        name="minimumOrder"
        label="Minimum order (₦)"
        inputMode="numeric"
        defaultValue={v.minimumOrder}
        hint="What the pieces the code covers must come to. Empty: no minimum."
        error={errors.minimumOrder}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="startsAt"
          label="Starts (Lagos time)"
          type="datetime-local"
          defaultValue={v.startsAt}
          hint="Empty: at once."
          error={errors.startsAt}
        />
        <TextField
          name="endsAt"
          label="Ends (Lagos time)"
          type="datetime-local"
          defaultValue={v.endsAt}
          hint="Empty: no end."
          error={errors.endsAt}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="totalUses"
          label="Uses in total"
          inputMode="numeric"
          defaultValue={v.totalUses}
          hint="Empty: no limit."
          error={errors.totalUses}
        />
        <TextField
          name="usesPerEmail"
          label="Uses per email"
          inputMode="numeric"
          defaultValue={v.usesPerEmail}
          hint="Empty: no limit."
          error={errors.usesPerEmail}
        />
      </div>
      <SelectField
        name="collectionsMode"
        label="Collections"
        defaultValue={v.collectionsMode}
        error={errors.collectionsMode}
      >
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
