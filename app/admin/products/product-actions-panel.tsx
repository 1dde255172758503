import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { DeleteConfirmation } from "../shared/delete-confirmation";

export interface ProductSummary {
  id: number;
  name: string;
  published: boolean;
  comboPart: boolean;
  /** Its page in the shop, when shoppers can see it. */
  shopPath: string | null;
  /** How many photos it has (ready or being prepared). */
  photos: number;
}

const button = buttonClass("outline", "w-full whitespace-nowrap").replace("px-7", "px-3");

/** A button posting the product form with one intent: the server saves what she typed, then does it. */
function Intent({
  intent,
  children,
  label,
  form,
  describedBy,
}: {
  intent: string;
  children: ReactNode;
  label?: string;
  form: string;
  describedBy?: string;
}) {
  return (
    <button
      type="submit"
      form={form}
      name="intent"
      value={intent}
      className={button}
      aria-label={label}
      aria-describedby={describedBy}
    >
      {children}
    </button>
  );
}

function DeleteDraft({ product, confirming }: { product: ProductSummary; confirming: boolean }) {
  if (product.published) return <p className="text-sm text-ink-soft">To delete it, unpublish it first.</p>;
  return (
    <DeleteConfirmation
      address={`/admin/products/${product.id}`}
      name={product.name}
      ask="Delete this draft…"
      confirming={confirming}
    >
      The product and its extra placements go; its history stays. This cannot be undone.
    </DeleteConfirmation>
  );
}

/** Publish or unpublish, photos, copy, place in its listing (each saving her edits first), delete a draft. */
export function ProductActions({
  product,
  confirmDelete,
  error,
  formId,
}: {
  product: ProductSummary;
  confirmDelete: boolean;
  error: string | null;
  /** The product form, which each action posts first. */
  formId: string;
}) {
  return (
    <section aria-labelledby="actions-heading" className="flex flex-col gap-4">
      <h2 id="actions-heading" className="text-2xl">
        Actions
      </h2>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-3 border border-line bg-white p-4">
        {!product.published && product.photos === 0 && (
          <p id="no-photo-warning" className="border-l-4 border-danger pl-3 text-sm">
            No photo yet: shoppers see no photo of this piece until you{" "}
            <a href={`/admin/products/${product.id}/photos`} className="underline underline-offset-4">
              add photos
            </a>
            .
          </p>
        )}
        <Intent
          form={formId}
          intent={product.published ? "unpublish" : "publish"}
          describedBy={!product.published && product.photos === 0 ? "no-photo-warning" : undefined}
        >
          {product.published ? "Unpublish" : "Publish"}
        </Intent>
        <a href={`/admin/products/${product.id}/photos`} className={button}>
          Photos
        </a>
        {product.shopPath && (
          <a href={product.shopPath} className={button}>
            See it in the shop
          </a>
        )}
        {!product.published && !product.comboPart && (
          <a href={`/admin/products/${product.id}/preview`} className={button}>
            Preview
          </a>
        )}
        <div className="flex flex-col gap-2">
          {product.photos > 0 && (
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" form={formId} name="copyPhotos" value="yes" className="size-5 accent-ink" />
              Copy its photos too ({product.photos === 1 ? "1 photo" : `${product.photos} photos`})
            </label>
          )}
          <Intent form={formId} intent="duplicate">
            Duplicate as a draft
          </Intent>
        </div>
        {!product.comboPart && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-ink-soft">Its place in its listing:</p>
            <div className="grid grid-cols-2 gap-3">
              <Intent form={formId} intent="move-up" label="Move up in its listing">
                Move up
              </Intent>
              <Intent form={formId} intent="move-down" label="Move down in its listing">
                Move down
              </Intent>
            </div>
          </div>
        )}
        <DeleteDraft product={product} confirming={confirmDelete} />
      </div>
    </section>
  );
}
