import type { Size } from "~/config/sizes";
import { SIZE_ERROR_ID } from "./refused-add";
import { availabilityText, sizeAvailability, type StockCounts } from "~/features/stock";

interface SizePickerProps {
  /** The sizes the owner ticked for the product, in the shop's size order: the only ones shown. */
  sizes: readonly Size[];
  value: Size | "";
  onChange: (size: Size) => void;
  /** Pieces left of each counted size; a size not in it is always available. */
  stock?: StockCounts;
  /** Why the add was refused (no size on a ready-to-wear piece, or one it is not made in). */
  error?: string;
  /** A made-to-order piece may go without a size: the atelier measures her. */
  mayLeaveOpen?: boolean;
}

const MEASURE_YOU_TEXT = "Not sure of your size? Leave it and we will measure you.";

/**
 * The size choice: the product's own sizes (of XS to 3XL) as a radio group; none is chosen at
 * first. A ready-to-wear piece asks for one when added, and the refusal shows here. A
 * counted size that has sold out is disabled and says so, one with a few pieces left says how
 * many; the words are part of the size's name for screen readers ("M, sold out").
 */
export function SizePicker({ sizes, value, onChange, stock, error, mayLeaveOpen = false }: SizePickerProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="label-caps mb-3 text-ink-soft">Size</legend>
      {error && (
        <p id={SIZE_ERROR_ID} className="-mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const availability = sizeAvailability(stock?.[size]);
          const note = availabilityText(availability);
          const soldOut = availability.kind === "sold-out";
          return (
            <label
              key={size}
              className={`relative flex flex-col items-center gap-1${soldOut ? "" : " cursor-pointer"}`}
            >
              <input
                type="radio"
                name="size"
                value={size}
                checked={value === size}
                disabled={soldOut}
                aria-label={note ? `${size}, ${note}` : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? SIZE_ERROR_ID : undefined}
                onChange={() => onChange(size)}
                className="peer sr-only"
              />
              <span
                className={`grid h-11 min-w-12 place-items-center border ${error ? "border-danger" : "border-line"} bg-white px-3 text-sm tracking-wide transition-colors hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-hazel peer-disabled:border-line peer-disabled:bg-linen peer-disabled:text-ink-soft peer-disabled:line-through`}
              >
                {size}
              </span>
              {note && (
                <span aria-hidden="true" className={`text-xs ${soldOut ? "text-ink-soft" : "text-danger"}`}>
                  {note}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {mayLeaveOpen && <p className="text-sm text-ink-soft">{MEASURE_YOU_TEXT}</p>}
    </fieldset>
  );
}
