import { controlClass, FieldShell } from "~/components/ui/field";
import {
  boxClass,
  legendClass,
  type CollectionChoice,
  HEADING_MAX,
  PLACEMENTS_MAX,
  SLUG_MAX,
} from "./product-form-parts";
import type { FieldErrors, ProductFormValues } from "./product-input";

const EMPTY = { listing: "", slug: "", heading: "" };

/**
 * Pages showing the product under other listings' addresses (Look 12 at /genesis/yellow-dress):
 * the stored ones and one empty row to add another; a row emptied is removed on save.
 */
export function PlacementsFieldset({
  values: v,
  errors,
  collections,
}: {
  values: ProductFormValues;
  errors: FieldErrors;
  collections: readonly CollectionChoice[];
}) {
  const rows = v.placements.length < PLACEMENTS_MAX ? [...v.placements, EMPTY] : v.placements;
  return (
    <fieldset className="min-w-0" aria-describedby="page-placements-hint">
      <legend className={legendClass}>Extra placements</legend>
      <div className={boxClass}>
        <p id="page-placements-hint" className="text-xs text-ink-soft">
          Optional: show it under another listing too, at that listing’s address, with its own heading. Address empty:
          the product’s own. Empty a row to remove it.
        </p>
        <ol className="flex flex-col gap-4">
          {rows.map((row, i) => (
            <li key={i} className="grid gap-3 border-t border-line pt-3 first:border-t-0 first:pt-0 sm:grid-cols-3">
              <FieldShell
                name={`placement-${i}-listing`}
                label={`Listing ${i + 1}`}
                error={errors[`placement-${i}-listing`]}
              >
                {({ id, describedBy, invalid }) => (
                  <select
                    id={id}
                    name="placementListing"
                    defaultValue={row.listing}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className={controlClass}
                  >
                    <option value="">None</option>
                    {collections.map((c) => (
                      <option key={c.slug} value={c.slug}>
                        {c.name} ({c.path})
                      </option>
                    ))}
                  </select>
                )}
              </FieldShell>
              <FieldShell name={`placement-${i}-slug`} label={`Address ${i + 1}`} error={errors[`placement-${i}-slug`]}>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name="placementSlug"
                    defaultValue={row.slug}
                    maxLength={SLUG_MAX}
                    autoCapitalize="none"
                    autoComplete="off"
                    spellCheck={false}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className={controlClass}
                  />
                )}
              </FieldShell>
              <FieldShell
                name={`placement-${i}-heading`}
                label={`Heading ${i + 1}`}
                error={errors[`placement-${i}-heading`]}
              >
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name="placementHeading"
                    defaultValue={row.heading}
                    maxLength={HEADING_MAX}
                    autoComplete="off"
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className={controlClass}
                  />
                )}
              </FieldShell>
            </li>
          ))}
        </ol>
      </div>
    </fieldset>
  );
}
