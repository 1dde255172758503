import { controlClass } from "~/components/ui/field";
import { SIZES } from "~/features/catalogue";
import { boxClass, legendClass, stockField } from "./product-form-parts";
import type { FieldErrors, ProductFormValues } from "./product-input";
import { holdUntilText, type SizeHolds } from "./stock-holds";

const stockInputClass = controlClass.replace("w-full", "w-28");

/**
 * The sizes offered, each with its stock for a ready-to-wear piece, and made to order: one row
 * a size, so it works on a phone without a script (a stock beside a size not offered is ignored).
 */
/** "M: 3 shoppers wait for it to come back": told once, oldest first, three per piece she adds. */
function WaitingLine({ id, size, waiting }: { id: string; size: string; waiting: number }) {
  return (
    <p id={id} className="col-span-full text-sm text-ink-soft">
      {size}: {waiting === 1 ? "1 shopper waits" : `${waiting} shoppers wait`} for it to come back; adding pieces emails
      up to three per piece.
    </p>
  );
}

/** "M: 0 to sell · 1 held by HZL-… until 14:30": each order linked to its page. */
function HeldLine({ id, held }: { id: string; held: SizeHolds }) {
  return (
    <p id={id} className="col-span-full text-sm text-ink-soft">
      {held.size}: {held.left} to sell
      {held.holds.map((h) => (
        <span key={h.reference}>
          {" · "}
          {h.quantity} held by{" "}
          <a href={`/admin/orders/${h.reference}`} className="underline underline-offset-4">
            {h.reference}
          </a>{" "}
          until {h.until === null ? "paid in full" : holdUntilText(h.until)}
        </span>
      ))}
    </p>
  );
}

export function SizesFieldset({
  values: v,
  errors,
  held = [],
  waiting = {},
}: {
  values: ProductFormValues;
  errors: FieldErrors;
  /** The sizes with pieces held by unpaid orders. */
  held?: readonly SizeHolds[];
  /** How many shoppers wait for each size to come back. */
  waiting?: Partial<Record<string, number>>;
}) {
  const describedBy = ["page-sizes-hint", errors.sizes && "page-sizes-error"].filter(Boolean).join(" ");
  return (
    <fieldset id="page-sizes" className="min-w-0" aria-describedby={describedBy}>
      <legend className={legendClass}>Sizes and stock</legend>
      <div className={boxClass}>
        <div className="flex items-start gap-3">
          <input
            id="page-madeToOrder"
            type="checkbox"
            name="madeToOrder"
            value="yes"
            defaultChecked={v.madeToOrder}
            aria-describedby="page-madeToOrder-hint"
            className="mt-0.5 size-6 shrink-0 accent-ink"
          />
          <div className="flex flex-col gap-0.5">
            <label htmlFor="page-madeToOrder">Made to order</label>
            <p id="page-madeToOrder-hint" className="text-xs text-ink-soft">
              Made in the atelier after the order: no stock is counted. Untick for ready-to-wear.
            </p>
          </div>
        </div>
        <p id="page-sizes-hint" className="text-xs text-ink-soft">
          Tick each size offered. Ready-to-wear: type how many pieces are left to sell (those held by unpaid orders are
          not counted here); empty means not counted, always available.
        </p>
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {SIZES.map((size) => {
            const key = stockField(size);
            const error = errors[key];
            const holds = held.find((h) => h.size === size);
            const waits = waiting[size] ?? 0;
            const describedBy = [
              error && `page-${key}-error`,
              holds && `page-${key}-held`,
              waits && `page-${key}-waiting`,
            ]
              .filter(Boolean)
              .join(" ");
            return (
              <li
                key={size}
                className="grid grid-cols-[5.5rem_6rem_7rem] items-center sm:grid-cols-[5.5rem_6rem_7rem_1fr] gap-x-3 gap-y-1 py-1.5"
              >
                <div className="flex min-h-11 items-center gap-3">
                  <input
                    id={`page-size-${size}`}
                    type="checkbox"
                    name="sizes"
                    value={size}
                    defaultChecked={v.sizes.includes(size)}
                    aria-invalid={errors.sizes ? true : undefined}
                    className="size-6 accent-ink"
                  />
                  <label htmlFor={`page-size-${size}`} className="font-medium">
                    {size}
                  </label>
                </div>
                <label htmlFor={`page-${key}`} className="text-sm whitespace-nowrap text-ink-soft">
                  Stock of {size}
                </label>
                <input
                  id={`page-${key}`}
                  name={key}
                  defaultValue={v.stock[size] ?? ""}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  className={stockInputClass}
                />
                {holds && <HeldLine id={`page-${key}-held`} held={holds} />}
                {waits > 0 && <WaitingLine id={`page-${key}-waiting`} size={size} waiting={waits} />}
                {error && (
                  <p id={`page-${key}-error`} className="col-span-full text-sm text-danger">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {errors.sizes && (
          <p id="page-sizes-error" className="text-sm text-danger">
            {errors.sizes}
          </p>
        )}
      </div>
    </fieldset>
  );
}
