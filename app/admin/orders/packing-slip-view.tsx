import type { PackingSlip } from "./packing-slip";

/**
 * The packing slip as printed and as shown before printing. Where the order's money stands is the
 * owner's to see before it leaves; a gift's recipient never sees it, so a gift's slip prints without it.
 */
export function PackingSlipView({ slip }: { slip: PackingSlip }) {
  const to = slip.deliverTo;
  return (
    <article aria-labelledby="slip-heading" className="flex max-w-xl flex-col gap-5 bg-white p-6 print:p-0">
      <header className="flex items-baseline justify-between gap-4 border-b border-line pb-3">
        <h1 id="slip-heading" className="font-display text-3xl">
          Hazel · packing slip
        </h1>
        <p className="text-sm tabular-nums">{slip.reference}</p>
      </header>
      <p className={slip.gift ? "print:hidden" : undefined}>
        <span className="label-caps text-ink-soft">Payment </span>
        <span data-testid="slip-money">{slip.money}</span>
        {slip.gift && <span className="text-sm text-ink-soft"> (not printed: it is a gift)</span>}
      </p>
      <section aria-labelledby="slip-to">
        <h2 id="slip-to" className="label-caps text-ink-soft">
          For
        </h2>
        <p className="text-lg">{to.name}</p>
        <p>{to.phone}</p>
        {to.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="text-sm text-ink-soft">{slip.delivery}</p>
      </section>
      <section aria-labelledby="slip-pieces">
        <h2 id="slip-pieces" className="label-caps text-ink-soft">
          In this parcel
        </h2>
        <ul className="list-disc pl-5">
          {slip.pieces.map((p, n) => (
            <li key={n}>
              {p.quantity} × {p.name}
              {p.size ? `, size ${p.size}` : ""}
            </li>
          ))}
        </ul>
      </section>
      {slip.gift && (
        <section aria-labelledby="slip-gift" className="border border-line p-4">
          <h2 id="slip-gift" className="label-caps text-ink-soft">
            A gift from {slip.gift.from}
          </h2>
          {slip.gift.message && <p className="mt-2 whitespace-pre-line font-display text-xl">{slip.gift.message}</p>}
        </section>
      )}
    </article>
  );
}
