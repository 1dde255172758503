import { SIZES, type Size } from "~/features/catalogue";
import { fieldLabel, inFormOrder, valueText, type Changes, type ProductSnapshot } from "./product-changes";
import type { ProductFormValues } from "./product-input";

// A save refused because another tab saved first: the form comes back with the stored product
// and only the fields she changed in this tab re-applied on it, and each field the other tab
// changed is shown whole (what it was, what is saved now, and hers when she changed it too).

/** One field another tab changed since her copy, as the owner reads it. */
export interface ConflictField {
  label: string;
  /** What it was when she opened the product. */
  before: string;
  /** What is saved now. */
  saved: string;
  /** Hers, when she changed it too and differently; then the form keeps hers. */
  yours: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A snapshot's field ("price", "stock.M"). */
function snapshotValue(snapshot: ProductSnapshot, field: string): unknown {
  if (field.startsWith("stock.")) return snapshot.stock[field.slice(6) as Size];
  return (snapshot as unknown as Record<string, unknown>)[field];
}

/** The fields of a snapshot the form edits (not a position, not a copy's origin). */
const isFormField = (field: string, snapshot: ProductSnapshot) =>
  field.startsWith("stock.") ? SIZES.includes(field.slice(6) as Size) : Object.hasOwn(snapshot, field);

/** Her form with one field taken from the stored product's form. */
function takeSaved(values: ProductFormValues, saved: ProductFormValues, field: string): ProductFormValues {
  if (field.startsWith("stock.")) {
    const size = field.slice(6) as Size;
    const stock = { ...values.stock };
    if (saved.stock[size] === undefined) delete stock[size];
    else stock[size] = saved.stock[size];
    return { ...values, stock };
  }
  return { ...values, [field]: saved[field as keyof ProductFormValues] };
}

/**
 * Re-applies her changes on what is saved now. `theirs` is what the other saves changed since her
 * copy ({field: [as she opened it, as saved now]}); `mine` is her posted form checked; `typed` is it
 * as typed and `saved` the stored product as a form. A field she left as she opened it takes the
 * saved value; one she changed keeps hers.
 */
export function reapplyMine(
  typed: ProductFormValues,
  saved: ProductFormValues,
  theirs: Changes,
  mine: ProductSnapshot,
): { values: ProductFormValues; fields: ConflictField[] } {
  let values = typed;
  const fields: ConflictField[] = [];
  for (const [field, [before, now]] of inFormOrder(theirs)) {
    if (!isFormField(field, mine)) continue;
    const hers = snapshotValue(mine, field);
    const untouched = same(hers, before);
    if (untouched) values = takeSaved(values, saved, field);
    fields.push({
      label: fieldLabel(field),
      before: valueText(field, before, { whole: true }),
      saved: valueText(field, now, { whole: true }),
      yours: untouched || same(hers, now) ? null : valueText(field, hers, { whole: true }),
    });
  }
  return { values, fields };
}
