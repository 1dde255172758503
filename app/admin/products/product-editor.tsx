import { buttonClass } from "~/components/ui/button";
import { ProductWaits, type WaitView } from "./product-waits";
import { ErrorSummary } from "../shared/error-summary";
import { ProductConflictNotice, type ConflictView } from "./product-conflict";
import { ProductActions, type ProductSummary } from "./product-actions-panel";
import { ProductFields, type ProductFieldsProps } from "./product-fields";
import { ProductHistory, type HistoryEntryView } from "./product-history";
import { fieldLabel } from "./product-changes";
import { StatusBadge } from "./product-status";
import { UnsavedGuardIsland } from "../shared/unsaved-guard";
import { ProductPlanForm } from "./product-plan";

/** What the form posts besides its fields: the copy of the product it was opened on. */
interface FormCopy {
  version: number;
  /** The last history entry seen. */
  since: number;
}

function summaryLabel(key: string): string {
  const placement = /^placement-(\d+)-(\w+)$/.exec(key);
  if (placement) return `Extra placement ${Number(placement[1]) + 1}`;
  if (key.startsWith("stock-")) return fieldLabel(`stock.${key.slice(6)}`);
  return fieldLabel(key);
}

/** The form's id, which the actions' buttons post (so they save what she typed first). */
const PRODUCT_FORM = "product-form";

/** The product form: its fields, the copy it was opened on, one Save. */
export function ProductForm({
  copy,
  submit,
  unsaved = false,
  ...fields
}: ProductFieldsProps & {
  copy: FormCopy | null;
  submit: string;
  /** The form came back with what she typed, not saved (a message or a conflict). */
  unsaved?: boolean;
}) {
  return (
    <form method="post" id={PRODUCT_FORM} className="flex flex-col gap-6" noValidate>
      <ErrorSummary errors={fields.errors} labelOf={summaryLabel} />
      <ProductFields {...fields} />
      {copy && (
        <>
          <input type="hidden" name="version" value={copy.version} />
          <input type="hidden" name="since" value={copy.since} />
        </>
      )}
      {copy && <UnsavedGuardIsland formId={PRODUCT_FORM} unsaved={unsaved} />}
      <button type="submit" name="intent" value="save" className={buttonClass("primary", "self-start")}>
        {submit}
      </button>
    </form>
  );
}

export interface ProductEditorProps extends Omit<ProductFieldsProps, "comboPart"> {
  product: ProductSummary;
  copy: FormCopy;
  history: readonly HistoryEntryView[];
  done: string | null;
  conflict: ConflictView | null;
  actionError: string | null;
  confirmDelete: boolean;
  waits: readonly WaitView[];
  /** Its "Pay small small" form: the stored plan, or what she typed with a message per field. */
  plan: { values: Readonly<Record<string, string>>; errors: Readonly<Record<string, string>> };
}

/** A product's page: its form, its actions and its history (beside the form on a wide screen). */
export function ProductEditor({
  product,
  copy,
  history,
  done,
  conflict,
  actionError,
  confirmDelete,
  waits,
  plan,
  ...fields
}: ProductEditorProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/products" className="text-sm underline underline-offset-4">
          All products
        </a>
        <h1 className="text-3xl break-words sm:text-4xl">{product.name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <StatusBadge published={product.published} />
          <span className="tabular-nums">#{product.id}</span>
          {product.comboPart && <span>· a part of a combo, sold on its combo’s page</span>}
        </p>
        {/* On a phone the actions and the history come after the long form. */}
        <nav aria-label="On this page" className="flex gap-4 text-sm lg:hidden">
          <a href="#actions-heading" className="underline underline-offset-4">
            {product.published ? "Unpublish" : "Publish"}, photos and more
          </a>
          <a href="#waiting-heading" className="underline underline-offset-4">
            Waiting
          </a>
          <a href="#history-heading" className="underline underline-offset-4">
            History
          </a>
        </nav>
      </div>
      {done && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3 text-success">
          {done}
        </p>
      )}
      {conflict && <ProductConflictNotice conflict={conflict} />}
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-10">
          <ProductForm
            {...fields}
            comboPart={product.comboPart}
            copy={copy}
            submit="Save"
            unsaved={conflict !== null || Object.keys(fields.errors).length > 0}
          />
          <ProductPlanForm {...plan} />
        </div>
        <div className="flex flex-col gap-10">
          <ProductActions product={product} confirmDelete={confirmDelete} error={actionError} formId={PRODUCT_FORM} />
          <ProductWaits waits={waits} />
          <ProductHistory history={history} version={copy.version} />
        </div>
      </div>
    </>
  );
}
