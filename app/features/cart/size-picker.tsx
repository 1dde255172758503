import { SIZES, type Size } from "~/config/sizes";

interface SizePickerProps {
  value: Size | "";
  onChange: (size: Size) => void;
}

/** The size choice: XS to 3XL as a radio group; none is chosen at first, and none is required. */
export function SizePicker({ value, onChange }: SizePickerProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="label-caps mb-3 text-ink-soft">Size</legend>
      <div className="flex flex-wrap gap-2">
        {SIZES.map((size) => (
          <label key={size} className="relative cursor-pointer">
            <input
              type="radio"
              name="size"
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="peer sr-only"
            />
            <span className="grid h-11 min-w-12 place-items-center border border-line bg-white px-3 text-sm tracking-wide transition-colors hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-hazel">
              {size}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
