import { FieldShell } from "~/components/ui/field";
import { parseQuantity } from "./quantity";

interface QuantityFieldProps {
  text: string;
  error?: string;
  onChange: (text: string) => void;
}

const stepClass =
  "grid size-11 place-items-center text-lg text-ink transition-colors hover:bg-linen disabled:cursor-not-allowed disabled:text-ink-soft/40 disabled:hover:bg-transparent";

/** Quantity: minus (disabled at 1), the typed number, plus (no upper bound). */
export function QuantityField({ text, error, onChange }: QuantityFieldProps) {
  const parsed = parseQuantity(text);
  const current = parsed.ok ? parsed.value : 0;
  return (
    <FieldShell name="quantity" label="Quantity" error={error}>
      {({ id, describedBy, invalid }) => (
        <div className={`flex w-fit items-stretch border bg-white ${invalid ? "border-danger" : "border-line"}`}>
          <button
            type="button"
            className={stepClass}
            aria-label="Decrease quantity"
            disabled={current <= 1}
            onClick={() => onChange(String(current - 1))}
          >
            −
          </button>
          <input
            id={id}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="w-16 border-x border-line text-center text-base tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <button
            type="button"
            className={stepClass}
            aria-label="Increase quantity"
            onClick={() => onChange(String(current + 1))}
          >
            +
          </button>
        </div>
      )}
    </FieldShell>
  );
}
