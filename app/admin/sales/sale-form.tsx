import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { MAX_PERCENT } from "~/features/sales";
import { ErrorSummary } from "../shared/error-summary";
import { legendClass, type CollectionChoice } from "../products/product-form-parts";
import { SALE_BADGE_MAX, SALE_NAME_MAX, type SaleFieldErrors, type SaleFormValues } from "./sale-input";
import type { SaleProductRow } from "./sale-parts";
import { AnnounceField } from "./sale-announce";
import { SaleProducts } from "./sale-products";

export interface SaleFormProps {
  values: SaleFormValues;
  errors: SaleFieldErrors;
  products: readonly SaleProductRow[];
  collections: readonly CollectionChoice[];
  /** The version of the sale the form was opened on; null for a new sale. */
  version: number | null;
  submit: string;
  /** When the sale's news went to the subscribers (ISO), once it has. */
  announcedAt?: string | null;
}

const LABELS: Record<string, string> = {
  name: "Name",
  badge: "Badge for shoppers",
  startsAt: "Starts",
  endsAt: "Ends",
  scope: "Products in the sale",
  collections: "Collections",
  kind: "Discount",
  percent: "Percentage off",
  prices: "Sale prices",
};

/** A field's name in the list of fields to fix; a product's row by the product's name. */
function summaryLabel(key: string, products: readonly SaleProductRow[]): string {
  const row = /^(in|price)-(\d+)$/.exec(key);
  if (!row) return LABELS[key] ?? key;
  const name = products.find((p) => String(p.id) === row[2])?.name ?? `#${row[2]}`;
  return row[1] === "price" ? `${name}, sale price` : `${name}, in the sale`;
}

/** A radio button as a box: its label and hint, and what belongs to that choice beneath. */
function Choice({
  name,
  value,
  checked,
  label,
  hint,
  invalid,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  hint: string;
  invalid: boolean;
  children?: ReactNode;
}) {
  const id = `page-${name}-${value}`;
  return (
    <div className="flex flex-col gap-3 border border-line bg-white p-4 has-[:checked]:border-ink">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="radio"
          name={name}
          value={value}
          defaultChecked={checked}
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid || undefined}
          className="mt-0.5 size-6 shrink-0 accent-ink"
        />
        <div className="flex min-w-0 flex-col gap-0.5">
          <label htmlFor={id} className="font-medium">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-xs text-ink-soft">
            {hint}
          </p>
        </div>
      </div>
      {children}
    </div>
  );
}

/** A group of choices with its legend and its message. */
function ChoiceGroup({
  name,
  legend,
  error,
  children,
}: {
  name: string;
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset id={`page-${name}`} className="min-w-0" aria-describedby={error ? `page-${name}-error` : undefined}>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-col gap-3">
        {children}
        {error && (
          <p id={`page-${name}-error`} className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}

function CollectionBoxes({ values: v, errors, collections }: Pick<SaleFormProps, "values" | "errors" | "collections">) {
  const error = errors.collections;
  return (
    <fieldset
      id="page-collections"
      className="min-w-0 pl-9"
      aria-describedby={error ? "page-collections-error" : undefined}
    >
      <legend className="mb-1 text-sm">Collections</legend>
      <ul className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
        {collections.map((c) => (
          <li key={c.slug} className="flex min-h-11 items-center gap-3">
            <input
              id={`page-collection-${c.slug}`}
              type="checkbox"
              name="collections"
              value={c.slug}
              defaultChecked={v.collections.includes(c.slug)}
              aria-invalid={error ? true : undefined}
              className="size-6 shrink-0 accent-ink"
            />
            <label htmlFor={`page-collection-${c.slug}`}>{c.name}</label>
          </li>
        ))}
      </ul>
      {error && (
        <p id="page-collections-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The sale form: name and dates in Lagos time, the products it covers, its discount, a price per product. */
export function SaleForm({ values: v, errors, products, collections, version, submit, announcedAt }: SaleFormProps) {
  return (
    <form method="post" className="flex min-w-0 flex-col gap-6" noValidate>
      <ErrorSummary errors={errors} labelOf={(key) => summaryLabel(key, products)} />
      <TextField
        name="name"
        label="Name"
        defaultValue={v.name}
        maxLength={SALE_NAME_MAX}
        required
        autoComplete="off"
        hint="Kept with each order placed in the sale; shoppers do not see it."
        error={errors.name}
      />
      <TextField
        name="badge"
        label="Badge for shoppers"
        defaultValue={v.badge}
        maxLength={SALE_BADGE_MAX}
        autoComplete="off"
        hint="On its products’ cards and pages. Leave empty for “20% off” (its percentage), or “Sale” for set prices."
        error={errors.badge}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="startsAt"
          label="Starts (Lagos time)"
          type="datetime-local"
          step={1}
          defaultValue={v.startsAt}
          required
          hint={version === null ? "A start already past starts the sale as you save it." : undefined}
          error={errors.startsAt}
        />
        <TextField
          name="endsAt"
          label="Ends (Lagos time)"
          type="datetime-local"
          step={1}
          defaultValue={v.endsAt}
          required
          hint="The sale is over at this moment: 00:00 on 1 December ends it as 30 November ends."
          error={errors.endsAt}
        />
      </div>
      <ChoiceGroup name="scope" legend="Products in the sale" error={errors.scope}>
        <Choice
          name="scope"
          value="shop"
          checked={v.scope === "shop"}
          label="The whole shop"
          hint="Every product, drafts too; combo parts only when added below."
          invalid={Boolean(errors.scope)}
        />
        <Choice
          name="scope"
          value="chosen"
          checked={v.scope === "chosen"}
          label="Chosen collections and products"
          hint="The collections ticked here, and the products added below."
          invalid={Boolean(errors.scope)}
        >
          <CollectionBoxes values={v} errors={errors} collections={collections} />
        </Choice>
      </ChoiceGroup>
      <ChoiceGroup name="kind" legend="Discount" error={errors.kind}>
        <Choice
          name="kind"
          value="percent"
          checked={v.kind === "percent"}
          label="A percentage off"
          hint="Off each product's regular price, rounded to the whole naira."
          invalid={Boolean(errors.kind)}
        >
          <TextField
            name="percent"
            label="Percentage off (%)"
            defaultValue={v.percent}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            hint={`A whole number from 1 to ${MAX_PERCENT}.`}
            error={errors.percent}
            className="pl-9 sm:max-w-72"
          />
        </Choice>
        <Choice
          name="kind"
          value="prices"
          checked={v.kind === "prices"}
          label="A sale price per product"
          hint="Typed beside each product below; a product left empty keeps its regular price."
          invalid={Boolean(errors.kind)}
        />
      </ChoiceGroup>
      <SaleProducts values={v} errors={errors} products={products} collections={collections} />
      <AnnounceField checked={v.announce === "yes"} announcedAt={announcedAt ?? null} />
      {version !== null && <input type="hidden" name="version" value={version} />}
      <input type="hidden" name="intent" value="save" />
      <button type="submit" className={buttonClass("primary", "self-start")}>
        {submit}
      </button>
    </form>
  );
}
