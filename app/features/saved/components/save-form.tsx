import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { island } from "~/lib/islands/island";
import { SaveButton } from "./save-button";
import { HeartForm } from "./heart-form";

function SavedLine() {
  return (
    <>
      Saved to your list.{" "}
      <a href="/saved" className="font-medium text-ink underline underline-offset-4">
        Your saved pieces
      </a>
    </>
  );
}

/**
 * The product page's heart: saved with a size, when she picks one (her size leads her list when it
 * is in stock). With the page's script she stays on the page and is told it is saved; without it
 * the answer comes back to this page at `#saved-<id>`, which shows the same line.
 */
function SaveForm({ productId, name, sizes }: { productId: number; name: string; sizes: readonly string[] }) {
  return (
    <HeartForm
      productId={productId}
      name={name}
      className="group/save flex scroll-mt-24 flex-wrap items-end gap-3 border-t border-line pt-6"
      buttonClassName={buttonClass("outline", "w-full sm:w-fit")}
      fields={
        sizes.length > 0 && (
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
        )
      }
      after={(saved) => (
        <>
          <p role="status" className="w-full text-sm text-success empty:hidden">
            {saved && <SavedLine />}
          </p>
          {!saved && (
            <p className="hidden w-full text-sm text-success group-target/save:block">
              <SavedLine />
            </p>
          )}
        </>
      )}
    />
  );
}

/**
 * A heart as an island of its own: the product page's form (with its `sizes`), or a card's heart
 * where the card is not in an island (a landing page's). One island for both, so every page's
 * islands script names one more module, not two.
 */
export function SaveHeart(props: { productId: number; name: string; sizes?: readonly string[] }) {
  return props.sizes ? <SaveForm {...props} sizes={props.sizes} /> : <SaveButton {...props} />;
}

export const SaveHeartIsland = island("save-form", SaveHeart);
