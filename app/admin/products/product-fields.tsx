import { FieldShell, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import type { FieldErrors, ProductFormValues } from "./product-input";
import {
  boxClass,
  legendClass,
  type CollectionChoice,
  DESCRIPTION_MAX,
  NAME_MAX,
  SLUG_MAX,
} from "./product-form-parts";
import { PlacementsFieldset } from "./product-placements";
import { SizesFieldset } from "./product-sizes";
import type { SizeHolds } from "./stock-holds";

export interface ProductFieldsProps {
  values: ProductFormValues;
  errors: FieldErrors;
  collections: readonly CollectionChoice[];
  comboParts: readonly { id: number; name: string }[];
  /** A part of a combo: no page of its own, so no address, placements or parts. */
  comboPart?: boolean;
  /** The sizes with pieces held by unpaid orders (a stored product's page). */
  held?: readonly SizeHolds[];
  /** How many confirmed shoppers wait for each sold-out size to come back (a stored product's page). */
  waiting?: Partial<Record<string, number>>;
}

/** Every field of a product, filled with what was stored or typed, each message beside its field. */
export function ProductFields({
  values: v,
  errors,
  collections,
  comboParts,
  comboPart = false,
  held,
  waiting,
}: ProductFieldsProps) {
  const own = collections.find((c) => c.slug === v.collection);
  return (
    <>
      <TextField
        name="name"
        label="Name"
        defaultValue={v.name}
        maxLength={NAME_MAX}
        required
        autoComplete="off"
        error={errors.name}
      />
      <SelectField name="collection" label="Collection" defaultValue={v.collection} required error={errors.collection}>
        <option value="">Choose…</option>
        {collections.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {!comboPart && (
        <TextField
          name="slug"
          label="Address"
          defaultValue={v.slug}
          maxLength={SLUG_MAX}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          hint={`Its page: ${own?.path ?? "/collection"}/${v.slug || "…"}. Leave empty to make it from the name; lowercase letters, digits and hyphens. A changed address sends the old one on.`}
          error={errors.slug}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="price"
          label="Price (₦)"
          defaultValue={v.price}
          inputMode="numeric"
          maxLength={20}
          required
          autoComplete="off"
          error={errors.price}
        />
        <TextField
          name="originalPrice"
          label="Struck-through price (₦)"
          defaultValue={v.originalPrice}
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
          hint="Optional: the list price, shown struck through; above the price."
          error={errors.originalPrice}
        />
      </div>
      <TextAreaField
        name="description"
        label="Description"
        defaultValue={v.description}
        rows={6}
        maxLength={DESCRIPTION_MAX}
        error={errors.description}
      />
      <SizesFieldset values={v} errors={errors} held={held} waiting={waiting} />
      {!comboPart && comboParts.length > 0 && <ComboFieldset values={v} errors={errors} comboParts={comboParts} />}
      {!comboPart && <PlacementsFieldset values={v} errors={errors} collections={collections} />}
      <FieldShell name="published" label="Status" error={errors.published}>
        {({ id, describedBy }) => (
          <div className="flex items-center gap-3">
            <input
              id={id}
              type="checkbox"
              name="published"
              value="yes"
              defaultChecked={v.published}
              aria-describedby={describedBy}
              className="size-6 accent-ink"
            />
            <span className="text-base">Published: shoppers can see it</span>
          </div>
        )}
      </FieldShell>
    </>
  );
}

function ComboFieldset({
  values: v,
  errors,
  comboParts,
}: Pick<ProductFieldsProps, "values" | "errors" | "comboParts">) {
  const error = errors.comboItems;
  return (
    <fieldset
      id="page-comboItems"
      className="min-w-0"
      aria-describedby={error ? "page-comboItems-hint page-comboItems-error" : "page-comboItems-hint"}
    >
      <legend className={legendClass}>Combo parts</legend>
      <div className={boxClass}>
        <p id="page-comboItems-hint" className="text-xs text-ink-soft">
          For a combo: tick the pieces it is made of (at least two). Leave all empty for a single piece.
        </p>
        <ul className="flex flex-col gap-1">
          {comboParts.map((part) => (
            <li key={part.id} className="flex min-h-11 items-center gap-3">
              <input
                id={`combo-${part.id}`}
                type="checkbox"
                name="comboItems"
                value={part.id}
                defaultChecked={v.comboItems.includes(String(part.id))}
                aria-invalid={error ? true : undefined}
                className="size-6 accent-ink"
              />
              <label htmlFor={`combo-${part.id}`}>
                {part.name} <span className="text-ink-soft">#{part.id}</span>
              </label>
            </li>
          ))}
        </ul>
        {error && (
          <p id="page-comboItems-error" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
