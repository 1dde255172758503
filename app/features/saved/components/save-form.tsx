import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";

/**
 * The heart: a plain form posting the piece to /saved, the same for every visitor, so a
 * pre-rendered page stays true whoever opens it. On a card it sits over the image's corner.
 */
export function SaveButton({ productId, name }: { productId: number; name: string }) {
  return (
    <form method="post" action="/saved" className="relative z-10">
      <input type="hidden" name="product" value={productId} />
      <button
        type="submit"
        name="intent"
        value="save"
        aria-label={`Save ${name}`}
        className="label-caps min-h-11 min-w-11 bg-ivory/90 px-3 text-ink hover:text-hazel"
      >
        <span aria-hidden="true">♡</span> Save
      </button>
    </form>
  );
}

/** The product page's heart: saved with a size, when she picks one (her size leads her list when it is in stock). */
export function SaveForm({ productId, name, sizes }: { productId: number; name: string; sizes: readonly string[] }) {
  return (
    <form method="post" action="/saved" className="flex flex-wrap items-end gap-3 border-t border-line pt-6">
      <input type="hidden" name="product" value={productId} />
      {sizes.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="save-size" className="label-caps text-ink-soft">
            Save in size
          </label>
          <select id="save-size" name="size" defaultValue="" className={controlClass}>
            <option value="">Any size</option>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="submit"
        name="intent"
        value="save"
        aria-label={`Save ${name}`}
        className={buttonClass("outline", "w-full sm:w-fit")}
      >
        <span aria-hidden="true">♡</span> Save
      </button>
    </form>
  );
}
