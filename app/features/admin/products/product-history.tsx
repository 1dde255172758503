import { formatWhen } from "~/lib/lagos-format";

/** A history entry as the product's page shows it. */
export interface HistoryEntryView {
  id: number;
  at: string;
  actor: string;
  title: string;
  lines: readonly string[];
}

/** Every save of the product, newest first: when, who, what, and each field's old and new value. */
export function ProductHistory({ history }: { history: readonly HistoryEntryView[] }) {
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h2 id="history-heading" className="text-2xl">
        History
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-ink-soft">No saves recorded yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line border-y border-line text-sm">
          {history.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 py-2.5">
              <p className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium">{e.title}</span>
                <span className="text-ink-soft tabular-nums">
                  {formatWhen(e.at)} · {e.actor}
                </span>
              </p>
              {e.lines.length > 0 && (
                <ul className="flex flex-col gap-0.5 break-words">
                  {e.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
