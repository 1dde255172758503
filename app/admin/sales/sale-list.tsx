import { buttonClass } from "~/components/ui/button";
import type { PresetLink, SaleListRow } from "./sale-parts";
import { RECENTLY_ENDED_DAYS, STATUS_TEXT, type SaleStatus } from "./sale-summary";

export interface SaleListProps {
  on: readonly SaleListRow[];
  upcoming: readonly SaleListRow[];
  ended: readonly SaleListRow[];
  presets: readonly PresetLink[];
  done: string | null;
}

const badgeClass: Record<SaleStatus, string> = {
  on: "border-success text-success",
  upcoming: "border-ink text-ink",
  ended: "border-line text-ink-soft",
};

/** A sale's state in a small frame. */
export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  return <span className={`label-caps shrink-0 border px-2 py-0.5 ${badgeClass[status]}`}>{STATUS_TEXT[status]}</span>;
}

function SaleItem({ sale: s }: { sale: SaleListRow }) {
  return (
    <li id={`sale-${s.id}`} className="relative flex flex-col gap-1 py-3 hover:bg-linen">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          href={`/admin/sales/${s.id}`}
          className="font-medium break-words underline-offset-4 after:absolute after:inset-0 hover:underline"
        >
          {s.name}
        </a>
        <SaleStatusBadge status={s.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-ink-soft">Starts</dt>
        <dd>
          {s.starts} <span className="text-ink-soft">Lagos time</span>
        </dd>
        <dt className="text-ink-soft">Ends</dt>
        <dd>
          {s.ends} <span className="text-ink-soft">Lagos time</span>
        </dd>
      </dl>
      <p className="text-sm">
        {s.scope} · {s.discount}
      </p>
      {s.overlaps.length > 0 && (
        <p className="text-sm text-hazel-deep">
          Overlaps {s.overlaps.join(", ")}: the lowest price wins where both cover a product.
        </p>
      )}
    </li>
  );
}

function SaleSection({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: readonly SaleListRow[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-2xl">
        {title} <span className="font-sans text-base text-ink-soft tabular-nums">({rows.length})</span>
      </h2>
      {rows.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {rows.map((s) => (
            <SaleItem key={s.id} sale={s} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">{empty}</p>
      )}
    </section>
  );
}

/** The owner's sales: a new one or a preset in one tap; those on now, upcoming and recently ended. */
export function SaleList({ on, upcoming, ended, presets, done }: SaleListProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl">Sales</h1>
        <a href="/admin/sales/new" className={buttonClass("primary")}>
          New sale
        </a>
      </div>
      {done && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3 text-success">
          {done}
        </p>
      )}
      <section aria-labelledby="presets-heading" className="flex flex-col gap-2">
        <h2 id="presets-heading" className="label-caps text-ink-soft">
          Start from a preset
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {presets.map((p) => (
            <li key={p.href}>
              <a
                href={p.href}
                className="flex min-h-11 flex-col gap-0.5 border border-ink bg-white px-4 py-3 hover:bg-ink hover:text-ivory"
              >
                <span className="font-medium">{p.name}</span>
                <span className="text-sm">
                  {p.dates}, each product at its {p.name} price
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="text-xs text-ink-soft">
          A preset fills the form; nothing is scheduled until you save it. All dates and times are Lagos time.
        </p>
      </section>
      <SaleSection id="on-heading" title="On now" rows={on} empty="No sale is on: the shop shows its regular prices." />
      <SaleSection id="upcoming-heading" title="Upcoming" rows={upcoming} empty="No sale is scheduled." />
      <SaleSection
        id="ended-heading"
        title="Recently ended"
        rows={ended}
        empty={`No sale ended in the last ${RECENTLY_ENDED_DAYS} days.`}
      />
    </>
  );
}
