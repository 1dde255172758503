import { formatDay } from "~/lib/lagos-clock";
import { bySize, isLive, MEASURED, piecesPerSize, type Share } from "./group-view";

export interface SheetGroup {
  name: string;
  eventName: string;
  eventOn: string;
  atelierNote: string;
  product: string;
}

/**
 * The group's production sheet: one list sorted by size (measurements last), each member's
 * measurements and ready day, the atelier's note; no price. Flows on a phone, prints on A4.
 */
export function GroupSheet({ group: g, shares }: { group: SheetGroup; shares: readonly Share[] }) {
  const live = bySize(shares.filter(isLive));
  return (
    <article aria-labelledby="sheet-title" className="production-sheet flex flex-col gap-4">
      <h1 id="sheet-title" className="font-display text-2xl sm:text-3xl">
        Production sheet · {g.name}
      </h1>
      <p>
        {g.product} for {g.eventName}, {formatDay(g.eventOn)}
      </p>
      {g.atelierNote && (
        <section aria-labelledby="sheet-note" className="sheet-row">
          <h2 id="sheet-note" className="font-semibold">
            The atelier&apos;s note
          </h2>
          <p className="whitespace-pre-line">{g.atelierNote}</p>
        </section>
      )}
      <p className="tabular-nums">
        {piecesPerSize(shares)
          .map((s) => `${s.size}: ${s.pieces}`)
          .join(" · ") || "Nothing to make yet."}
      </p>
      <ol aria-label="Pieces by size" className="flex flex-col divide-y divide-line border-y border-line">
        {live.map((s) => (
          <li key={s.reference} className="sheet-piece flex flex-col gap-1 py-2">
            <p>
              <span className="font-semibold">{s.size === MEASURED ? "Made to measure" : `Size ${s.size}`}</span>
              {s.pieces > 1 ? ` × ${s.pieces}` : ""} · {s.name} · <span className="tabular-nums">{s.reference}</span>
            </p>
            {s.measurements.length > 0 && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {s.measurements.map((m) => (
                  <div key={m.label} className="contents">
                    <dt>{m.label}</dt>
                    <dd className="tabular-nums">{m.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p className="text-sm">
              {s.money}
              {s.readyBy ? ` · ready by ${formatDay(s.readyBy)}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </article>
  );
}
