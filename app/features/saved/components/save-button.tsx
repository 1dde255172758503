import { useSaveInPlace } from "./save-in-place";

/**
 * The heart on a card: a plain form posting the piece to /saved, the same for every visitor, so a
 * pre-rendered page stays true whoever opens it. Without a script the answer comes back to this
 * page at `#saved-<id>`, which marks the heart; with one the piece is saved in place.
 */
export function SaveButton({ productId, name }: { productId: number; name: string }) {
  const { saved, saving, onSubmit } = useSaveInPlace();
  return (
    <form
      id={`saved-${productId}`}
      method="post"
      action="/saved"
      onSubmit={onSubmit}
      className="group/save relative z-10 scroll-mt-24"
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="product" value={productId} />
      <button
        type="submit"
        aria-label={`Save ${name}`}
        aria-busy={saving || undefined}
        className="label-caps min-h-11 min-w-11 bg-ivory/90 px-3 text-ink hover:text-hazel"
      >
        <span className={saved ? "hidden" : "group-target/save:hidden"}>
          <span aria-hidden="true">♡</span> Save
        </span>
        <span className={saved ? undefined : "hidden group-target/save:inline"}>
          <span aria-hidden="true">♥</span> Saved
        </span>
      </button>
      <span role="status" className="sr-only">
        {saved && `${name} is saved to your list.`}
      </span>
    </form>
  );
}
