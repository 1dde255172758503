import { buttonClass } from "~/components/ui/button";
import { formatShortDateTime } from "~/lib/lagos-clock";

/** A history entry as the product's page shows it. */
export interface HistoryEntryView {
  id: number;
  at: string;
  actor: string;
  title: string;
  lines: readonly string[];
  /** A later entry changed the fields this one recorded: it offers "Restore this version". */
  restorable: boolean;
}

/**
 * Every save of the product, newest first: when, who, what, and each field's old and new value;
 * an earlier version's "Restore this version" posts the entry and the version the page shows.
 */
export function ProductHistory({ history, version }: { history: readonly HistoryEntryView[]; version: number }) {
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
                  {formatShortDateTime(e.at)} · {e.actor}
                </span>
              </p>
              {e.lines.length > 0 && (
                <ul className="flex flex-col gap-0.5 break-words">
                  {e.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              {e.restorable && (
                <form method="post" className="self-start">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="event" value={e.id} />
                  <input type="hidden" name="version" value={version} />
                  <button type="submit" className={buttonClass("outline")}>
                    Restore this version<span className="sr-only"> ({formatShortDateTime(e.at)})</span>
                  </button>
                </form>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
