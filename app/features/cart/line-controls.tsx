// The parts of a cart line that only the cart page shows: its photo, name and quantity stepper
// (the checkout's summary shows a line by line-parts.tsx alone, so its page does not load these).
import type { MouseEvent } from "react";
import { imageUrl } from "~/lib/images/image-url";
import { pieceImageAlt } from "~/lib/images/placeholder";
import { QUANTITY_FIELD } from "./change-from-form";
import { LineForm } from "./line-parts";
import type { CartLine } from "./priced-cart";

/** 'Zoya Dress (size M)', or the name alone when no size was chosen. */
export function lineLabel(line: CartLine): string {
  return line.size ? `${line.product.name} (size ${line.size})` : line.product.name;
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
