import type { ReactNode } from "react";
import { useSaveInPlace } from "./save-in-place";

interface HeartFormProps {
  productId: number;
  name: string;
  className: string;
  buttonClassName: string;
  /** Fields before the heart (the product page's size). */
  fields?: ReactNode;
  /** What follows the heart, told whether the piece is saved in place. */
  after: (saved: boolean) => ReactNode;
}

/**
 * A heart's plain form posting the piece to /saved: without a script the answer comes back to the
 * page at `#saved-<id>`, which marks the heart (`group-target/save`); with one it is saved in place.
 */
export function HeartForm({ productId, name, className, buttonClassName, fields, after }: HeartFormProps) {
  const { saved, saving, onSubmit } = useSaveInPlace();
  return (
    <form id={`saved-${productId}`} method="post" action="/saved" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="product" value={productId} />
      {fields}
      <button type="submit" aria-label={`Save ${name}`} aria-busy={saving || undefined} className={buttonClassName}>
        <span className={saved ? "hidden" : "group-target/save:hidden"}>
          <span aria-hidden="true">♡</span> Save
        </span>
        <span className={saved ? undefined : "hidden group-target/save:inline"}>
          <span aria-hidden="true">♥</span> Saved
        </span>
      </button>
      {after(saved)}
    </form>
  );
}
