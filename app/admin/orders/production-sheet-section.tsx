import { MeasurementList } from "~/features/measurements";
import type { ProductionSheet } from "./production-sheet";

/**
 * The production sheet: hidden on screen, the whole printout of the order's page (A4, one page):
 * the pieces with their measurements, the dates and the notes for the atelier, and where the
 * order's money stands in the account's words; no piece's price.
 */
export function ProductionSheetSection({ sheet: s }: { sheet: ProductionSheet }) {
  return (
    <section aria-label="Production sheet" className="production-sheet hidden print:block">
      {/* The printout's one heading of the first level: the page's own is not printed. */}
      <h1 className="font-display text-2xl">Production sheet · {s.reference}</h1>
      <p>For {s.client}</p>
      <p>
        Payment: <span data-testid="sheet-money">{s.money}</span>
      </p>
      <h2 className="mt-3 font-semibold">Pieces</h2>
      <ul className="flex flex-col gap-3">
        {s.pieces.map((p, n) => (
          <li key={n} className="sheet-piece flex gap-3">
            {p.picture && (
              <img
                src={p.picture}
                width={64}
                height={80}
                alt={p.name}
                data-testid="sheet-thumbnail"
                className="h-20 w-16 shrink-0 object-cover"
              />
            )}
            <div className="min-w-0">
              <p>
                {p.quantity} × {p.name}
                {p.madeToMeasure ? " (made to measure)" : p.size ? `, size ${p.size}` : ""}
              </p>
              <MeasurementList lines={p.measurements} />
            </div>
          </li>
        ))}
      </ul>
      {s.dates.length > 0 && (
        <>
          <h2 className="mt-3 font-semibold">Dates</h2>
          {/* Each date a full-width row of its own: its name, then the whole day in words. */}
          <dl className="flex flex-col">
            {s.dates.map((d) => (
              <div key={d.label} className="sheet-row border-b border-line py-1">
                <dt className="font-semibold">{d.label}</dt>
                <dd>{d.day}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {s.photos.length > 0 && (
        <>
          <h2 className="mt-3 font-semibold">Reference photos</h2>
          <div className="flex flex-wrap gap-2">
            {s.photos.map((src, n) => (
              <img key={src} src={src} alt={`Reference photo ${n + 1}`} className="h-40 w-auto object-contain" />
            ))}
          </div>
        </>
      )}
      {s.gift && (
        <>
          <h2 className="mt-3 font-semibold">A gift</h2>
          <p>
            For {s.gift.recipient}: packed without prices{s.gift.message ? ", with a card:" : "."}
          </p>
          {s.gift.message && <p className="whitespace-pre-line italic">{s.gift.message}</p>}
        </>
      )}
      {s.notes.length > 0 && (
        <>
          <h2 className="mt-3 font-semibold">Notes</h2>
          {s.notes.map((n) => (
            <p key={n} className="whitespace-pre-line">
              {n}
            </p>
          ))}
        </>
      )}
      {s.privateNotes.length > 0 && (
        <>
          <h2 className="mt-3 font-semibold">Her notes</h2>
          <ul data-testid="sheet-private-notes" className="flex flex-col gap-1">
            {s.privateNotes.map((n, i) => (
              <li key={i} className="sheet-row whitespace-pre-line">
                {n}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
