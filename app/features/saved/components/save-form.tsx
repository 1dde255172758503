import { useState, type FormEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { island } from "~/lib/islands/island";

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

/**
 * The product page's heart: saved with a size, when she picks one (her size leads her list when it
 * is in stock). With the page's script she stays on the page and is told it is saved; without it
 * (or when the shop refuses), the form goes to her list, which says so.
 */
export function SaveForm({ productId, name, sizes }: { productId: number; name: string; sizes: readonly string[] }) {
  const [saved, setSaved] = useState<"saving" | "saved" | null>(null);
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSaved("saving");
    // The answer leads to her list: the piece is kept once that request carries the device's cookie back.
    const answer = await fetch(form.action, {
      method: "POST",
      body: new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)]).concat([["intent", "save"]])),
    }).catch(() => null);
    if (answer?.ok && answer.redirected) return setSaved("saved");
    setSaved(null);
    form.submit();
  }
  return (
    <form
      method="post"
      action="/saved"
      onSubmit={(e) => void save(e)}
      className="flex flex-wrap items-end gap-3 border-t border-line pt-6"
    >
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
        <span aria-hidden="true">{saved === "saved" ? "♥" : "♡"}</span> {saved === "saved" ? "Saved" : "Save"}
      </button>
      <p role="status" aria-live="polite" className="w-full text-sm text-success empty:hidden">
        {saved === "saved" && (
          <>
            Saved to your list.{" "}
            <a href="/saved" className="font-medium text-ink underline underline-offset-4">
              Your saved pieces
            </a>
          </>
        )}
      </p>
    </form>
  );
}

export const SaveFormIsland = island("save-form", SaveForm);
