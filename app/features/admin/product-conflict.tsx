import { formatWhen } from "./format";

export interface ConflictView {
  lines: readonly string[];
  by: string | null;
  at: string | null;
}

/** Her save was refused: someone saved the product after she opened it. What they changed, and what to do. */
export function ConflictNotice({ conflict }: { conflict: ConflictView }) {
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className="flex flex-col gap-2 border-l-4 border-danger bg-white px-4 py-3"
    >
      <h2 id="conflict-heading" className="font-sans text-base font-semibold text-danger">
        Not saved: this product was changed after you opened it
      </h2>
      <p className="text-sm">
        {conflict.by && conflict.at
          ? `Saved by ${conflict.by} on ${formatWhen(conflict.at)} (another tab or device). What changed:`
          : "It was saved in another tab or on another device."}
      </p>
      {conflict.lines.length > 0 && (
        <ul className="list-disc pl-5 text-sm break-words">
          {conflict.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <p className="text-sm">
        Your changes are kept in the form below and nothing was overwritten. Check them against these, then save again
        to keep yours.
      </p>
    </section>
  );
}
