import { buttonClass } from "~/components/ui/button";
import { formatDay, formatDayAndTime } from "~/lib/lagos-clock";
import type { AtelierSheet } from "./production-view.server";

interface DeskOrder {
  reference: string;
  client: string;
  stage: string;
  pieces: string[];
  readyBy: string | null;
}
interface Fitting {
  startsAt: string;
  typeName: string;
  name: string;
  status: string;
}

/** The tailor's desk: what to make, oldest first, and today's fittings. No amount is on it. */
export function ProductionDesk({ orders, fittings }: { orders: readonly DeskOrder[]; fittings: readonly Fitting[] }) {
  return (
    <>
      <h1 className="text-4xl">Production</h1>
      <section aria-labelledby="desk-heading" className="flex flex-col gap-3">
        <h2 id="desk-heading" className="text-2xl">
          To make
        </h2>
        {orders.length === 0 ? (
          <p>Nothing to make just now.</p>
        ) : (
          <ul className="flex max-w-2xl flex-col gap-3">
            {orders.map((o) => (
              <li key={o.reference} className="border border-line bg-white p-4">
                <a href={`/admin/production/${o.reference}`} className="font-semibold underline underline-offset-4">
                  {o.reference}
                </a>{" "}
                · {o.client} · {o.stage}
                {o.readyBy ? ` · ready by ${formatDay(o.readyBy)}` : ""}
                <ul className="mt-1 text-sm text-ink-soft">
                  {o.pieces.map((p, n) => (
                    <li key={n}>{p}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="fittings-heading" className="flex flex-col gap-2">
        <h2 id="fittings-heading" className="text-2xl">
          Today&apos;s fittings
        </h2>
        {fittings.length === 0 ? (
          <p>No appointments today.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {fittings.map((f) => (
              <li key={f.startsAt + f.name}>
                {formatDayAndTime(f.startsAt).split(" at ")[1]} · {f.typeName} · {f.name} ({f.status})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** One order's sheet on screen: pieces with their measurements, dates, notes; and the two moves. */
export function ProductionOrder({
  sheet,
  stage,
  moves,
  done,
  error,
}: {
  sheet: AtelierSheet;
  stage: string;
  moves: readonly { to: string; label: string }[];
  done?: string;
  error?: string;
}) {
  return (
    <>
      <a href="/admin/production" className="text-sm underline underline-offset-4">
        Back to production
      </a>
      <h1 className="text-3xl sm:text-4xl">Production sheet · {sheet.reference}</h1>
      <p>
        For {sheet.client} · {stage}
      </p>
      {done && (
        <p role="status" className="text-success">
          {done}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      {moves.length > 0 && (
        <form method="post" className="flex flex-wrap gap-3">
          {moves.map((m) => (
            <button key={m.to} type="submit" name="to" value={m.to} className={buttonClass("primary")}>
              {m.label}
            </button>
          ))}
        </form>
      )}
      <section aria-labelledby="pieces-heading" className="flex max-w-2xl flex-col gap-3">
        <h2 id="pieces-heading" className="text-2xl">
          Pieces
        </h2>
        {sheet.pieces.map((p, n) => (
          <div key={n} className="border border-line bg-white p-4">
            <p className="font-semibold">
              {p.quantity} × {p.name}, {p.size}
              {p.madeToMeasure ? " (made to measure)" : ""}
            </p>
            {p.measurements.length > 0 && (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {p.measurements.map((m) => (
                  <div key={m.label} className="contents">
                    <dt className="text-ink-soft">{m.label}</dt>
                    <dd>{m.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        ))}
      </section>
      {sheet.dates.length > 0 && (
        <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {sheet.dates.map((d) => (
            <div key={d.label} className="contents">
              <dt className="text-ink-soft">{d.label}</dt>
              <dd>{d.day}</dd>
            </div>
          ))}
        </dl>
      )}
      {[...sheet.notes, ...sheet.privateNotes].length > 0 && (
        <section aria-labelledby="notes-heading">
          <h2 id="notes-heading" className="text-2xl">
            Notes
          </h2>
          <ul className="list-disc pl-5">
            {[...sheet.notes, ...sheet.privateNotes].map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
