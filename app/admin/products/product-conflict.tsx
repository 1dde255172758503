import { formatShortDateTime } from "~/lib/lagos-clock";
import { ConflictNotice } from "../shared/conflict-notice";
import type { ConflictField } from "./product-merge";

export interface ConflictView {
  fields: readonly ConflictField[];
  by: string | null;
  at: string | null;
}

function Value({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-ink-soft">{term}</dt>
      <dd className="break-words whitespace-pre-wrap">{value}</dd>
    </div>
  );
}

/**
 * Her save was refused: someone saved the product after she opened it. Each field they changed,
 * whole (as she opened it, as saved, and hers when she changed it too), and what the form now holds.
 */
export function ProductConflictNotice({ conflict }: { conflict: ConflictView }) {
  return (
    <ConflictNotice heading="Not saved: this product was changed after you opened it">
      <p className="text-sm">
        {conflict.by && conflict.at
          ? `Saved by ${conflict.by === "You" ? "you" : conflict.by} in another tab or on another device on ${formatShortDateTime(conflict.at)}. What changed:`
          : "It was saved in another tab or on another device."}
      </p>
      {conflict.fields.length > 0 && (
        <ul className="flex flex-col gap-3 text-sm">
          {conflict.fields.map((f) => (
            <li key={f.label} className="flex flex-col gap-1 border-t border-line pt-2">
              <h3 className="font-sans font-semibold">{f.label}</h3>
              <dl className="flex flex-col gap-1">
                <Value term="When you opened it" value={f.before} />
                <Value term="Saved there" value={f.saved} />
                {f.yours !== null && <Value term="Yours, kept in the form below" value={f.yours} />}
              </dl>
              {f.yours === null && <p className="text-ink-soft">The form below now has the saved one.</p>}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm">
        Nothing was overwritten. The form below has what is saved now with the changes you made here. Check them, then
        save again.
      </p>
    </ConflictNotice>
  );
}
