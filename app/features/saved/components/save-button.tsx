import { HeartForm } from "./heart-form";

/**
 * The heart on a card: a plain form posting the piece to /saved, the same for every visitor, so a
 * pre-rendered page stays true whoever opens it. Without a script the answer comes back to this
 * page at `#saved-<id>`, which marks the heart; with one the piece is saved in place.
 */
export function SaveButton({ productId, name }: { productId: number; name: string }) {
  return (
    <HeartForm
      productId={productId}
      name={name}
      className="group/save relative z-10 scroll-mt-24"
      buttonClassName="label-caps min-h-11 min-w-11 bg-ivory/90 px-3 text-ink hover:text-hazel"
      after={(saved) => (
        <span role="status" className="sr-only">
          {saved && `${name} is saved to your list.`}
        </span>
      )}
    />
  );
}
