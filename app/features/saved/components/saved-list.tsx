import { buttonClass } from "~/components/ui/button";
import type { SavedPiece } from "../rules";

const naira = (n: number) => `₦${n.toLocaleString("en-US")}`;

/** Her saved pieces, each with its price, why it leads (on sale, in her size) and Remove. */
export function SavedList({ pieces, title = "Saved pieces" }: { pieces: readonly SavedPiece[]; title?: string }) {
  return (
    <section aria-labelledby="saved-heading" className="flex flex-col gap-4">
      <h2 id="saved-heading" className="text-3xl">
        {title}
      </h2>
      {pieces.length === 0 ? (
        <p className="text-ink-soft">Nothing saved yet. Press Save on a piece to keep it here.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {pieces.map((piece) => (
            <li key={piece.productId} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="flex flex-col gap-1">
                <a href={piece.href} className="label-caps underline-offset-4 hover:underline">
                  {piece.name}
                </a>
                <p className="text-sm text-ink-soft">
                  {naira(piece.price)}
                  {piece.originalPrice > piece.price && (
                    <>
                      {" "}
                      <s>{naira(piece.originalPrice)}</s>
                    </>
                  )}
                  {piece.size && ` · Size ${piece.size}`}
                </p>
                {piece.why && <p className="text-sm font-medium text-hazel-deep">{piece.why}</p>}
              </div>
              <form method="post" action="/saved">
                <input type="hidden" name="product" value={piece.productId} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  aria-label={`Remove ${piece.name}`}
                  className={buttonClass("quiet")}
                >
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
