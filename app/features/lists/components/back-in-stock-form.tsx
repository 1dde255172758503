import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import type { WaitField } from "../wait-input";

interface BackInStockFormProps {
  productId: number;
  /** The sizes sold out now; the form shows only when there is one. */
  sizes: readonly string[];
  /** A refused form's values, messages and its sentence (the form's own page, without a script). */
  values?: { size: string; email: string };
  errors?: Partial<Record<WaitField, string>>;
  message?: string;
}

/**
 * "Email me when it's back" for a product's sold-out sizes: a plain form posting to
 * /lists/back-in-stock, the same for every visitor, so the product page stays pre-rendered.
 */
export function BackInStockForm({ productId, sizes, values, errors = {}, message }: BackInStockFormProps) {
  if (sizes.length === 0) return null;
  const error = (field: WaitField) =>
    errors[field] && (
      <p id={`back-in-stock-${field}-error`} className="text-sm text-danger">
        {errors[field]}
      </p>
    );
  const described = (field: WaitField) => (errors[field] ? `back-in-stock-${field}-error` : undefined);
  return (
    <section aria-labelledby="back-in-stock-heading" className="mt-8 border-t border-line pt-6">
      <h2 id="back-in-stock-heading" className="label-caps">
        Sold out in {sizes.join(", ")}?
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        Leave your email and we will write once when your size is back. We ask you to confirm it first.
      </p>
      {message && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {message}
        </p>
      )}
      {error("product")}
      <form method="post" action="/lists/back-in-stock" className="mt-4 flex flex-col gap-3" noValidate>
        <input type="hidden" name="product" value={productId} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="back-in-stock-size" className="label-caps text-ink-soft">
            Size
          </label>
          <select
            id="back-in-stock-size"
            name="size"
            defaultValue={values?.size ?? sizes[0]}
            aria-describedby={described("size")}
            aria-invalid={errors.size ? true : undefined}
            className={controlClass}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          {error("size")}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="back-in-stock-email" className="label-caps text-ink-soft">
            Your email
          </label>
          <input
            id="back-in-stock-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values?.email}
            aria-describedby={described("email")}
            aria-invalid={errors.email ? true : undefined}
            className={controlClass}
          />
          {error("email")}
        </div>
        {/* Only robots fill this in; such a form is answered but keeps nothing. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Leave this empty
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <button type="submit" className={buttonClass("outline", "w-full")}>
          Email me when it&apos;s back
        </button>
      </form>
    </section>
  );
}
