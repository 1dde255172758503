import type { ReactNode } from "react";
import type { ProductFacts } from "~/features/catalogue";
import { ProductPrice } from "~/features/currency";
import { SaleBadge } from "~/components/ui/sale-badge";
import type { CartEntry } from "./cart";
import { LINE_FIELD, QUANTITY_FIELD } from "./change-from-form";
import type { CartLine } from "./priced-cart";

export function sizeText(line: Pick<CartEntry, "size">): string {
  return line.size || "Not specified";
}

/**
 * A form posting one line's change to /cart, for a page without its script (change-from-form);
 * with the script, `onSubmit`'s change is made in the browser and nothing is posted.
 */
export function LineForm({ line, className, children }: { line: string; className?: string; children: ReactNode }) {
  return (
    <form method="post" action="/cart" className={className}>
      <input type="hidden" name={LINE_FIELD} value={line} />
      {children}
    </form>
  );
}

/** Remove: a form posting the line's quantity 0 to /cart; with the script, `onRemove` in the browser. */
export function RemoveButton({ line, label, onRemove }: { line: string; label: string; onRemove: () => void }) {
  return (
    <LineForm line={line} className="contents">
      <button
        type="submit"
        name={QUANTITY_FIELD}
        value={0}
        onClick={(event) => {
          event.preventDefault();
          onRemove();
        }}
        aria-label={`Remove ${label}`}
        className="inline-flex min-h-11 items-center text-sm text-ink-soft underline underline-offset-4 hover:text-danger"
      >
        Remove
      </button>
    </LineForm>
  );
}

/** A piece's price, its regular price struck through beside it when it sells below it (a sale). */
export function LinePrice({ product, className }: { product: ProductFacts; className?: string }) {
  return (
    <ProductPrice
      id={product.id}
      price={product.price}
      originalPrice={product.listPrice}
      sale={product.sale ? true : undefined}
      className={className}
    />
  );
}

/** The name of the sale the line's product is on, if any. */
export function LineSale({ line }: { line: CartLine }) {
  return line.product.sale ? <SaleBadge name={line.product.sale.badge} className="self-start" /> : null;
}
