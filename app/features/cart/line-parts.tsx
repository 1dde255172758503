import type { MouseEvent, ReactNode } from "react";
import { imageUrl } from "~/lib/images/image-url";
import { pieceImageAlt } from "~/lib/images/placeholder";
import type { ProductFacts } from "~/features/catalogue";
import { ProductPrice } from "~/features/currency";
import { SaleBadge } from "~/components/ui/sale-badge";
import type { CartEntry } from "./cart";
import { LINE_FIELD, QUANTITY_FIELD } from "./change-from-form";
import type { CartLine } from "./priced-cart";

/** 'Zoya Dress (size M)', or the name alone when no size was chosen. */
export function lineLabel(line: CartLine): string {
  return line.size ? `${line.product.name} (size ${line.size})` : line.product.name;
}

export function sizeText(line: Pick<CartEntry, "size">): string {
  return line.size || "Not specified";
}

/** The line's product photo, 4:5. */
export function LineImage({ line, className = "" }: { line: CartLine; className?: string }) {
  return (
    <img
      src={imageUrl(line.product.imageKey, 320, "webp")}
      width={160}
      height={200}
      alt={pieceImageAlt(line.product.imageKey, line.product.name)}
      loading="lazy"
      decoding="async"
      className={`aspect-[4/5] h-auto bg-linen object-cover ${className}`}
    />
  );
}

/** The product's name, linking to its page where it has one (combo items do not). */
export function LineName({ line }: { line: CartLine }) {
  const { path } = line.product;
  const name = <span className="label-caps text-sm text-ink">{line.product.name}</span>;
  return path ? (
    <a href={path} className="hover:text-hazel [&>span]:hover:text-hazel">
      {name}
    </a>
  ) : (
    name
  );
}

interface LineQuantityProps {
  line: CartLine;
  onChange: (quantity: number) => void;
}

const stepClass =
  "grid size-11 place-items-center text-lg transition-colors hover:bg-linen disabled:cursor-not-allowed disabled:text-ink-soft/40 disabled:hover:bg-transparent";

/**
 * A form posting one line's change to /cart, for a page without its script (change-from-form);
 * with the script, `onSubmit`'s change is made in the browser and nothing is posted.
 */
function LineForm({ line, className, children }: { line: string; className?: string; children: ReactNode }) {
  return (
    <form method="post" action="/cart" className={className}>
      <input type="hidden" name={LINE_FIELD} value={line} />
      {children}
    </form>
  );
}

/** The line's quantity stepper: minus is disabled at 1 (Remove takes a line away). */
export function LineQuantity({ line, onChange }: LineQuantityProps) {
  const label = lineLabel(line);
  const step = (quantity: number) => (event: MouseEvent) => {
    event.preventDefault();
    onChange(quantity);
  };
  return (
    <LineForm line={line.id}>
      <div
        role="group"
        aria-label={`Quantity of ${label}`}
        className="flex w-fit items-center border border-line bg-white"
      >
        <button
          type="submit"
          name={QUANTITY_FIELD}
          value={line.quantity - 1}
          className={stepClass}
          aria-label={`Decrease quantity of ${label}`}
          disabled={line.quantity <= 1}
          onClick={step(line.quantity - 1)}
        >
          −
        </button>
        <span className="min-w-10 border-x border-line px-2 text-center leading-[2.75rem] tabular-nums">
          {line.quantity}
        </span>
        <button
          type="submit"
          name={QUANTITY_FIELD}
          value={line.quantity + 1}
          className={stepClass}
          aria-label={`Increase quantity of ${label}`}
          onClick={step(line.quantity + 1)}
        >
          +
        </button>
      </div>
    </LineForm>
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
  return <ProductPrice price={product.price} originalPrice={product.listPrice} className={className} />;
}

/** The name of the sale the line's product is on, if any. */
export function LineSale({ line }: { line: CartLine }) {
  return line.product.sale ? <SaleBadge name={line.product.sale.badge} className="self-start" /> : null;
}
