import { formatPrice } from "~/features/currency";
import { BarChart, ColumnChart, type Point } from "./charts";
import { DueList } from "./due-list";
import { CHART_DAYS, type HomeView } from "./home-view";
import { formatShortDate } from "~/lib/lagos-clock";
import { MoneyCards } from "./money-cards";
import { shortNumber } from "./scale";

const naira = (label: string, value: number): Point => ({ label, value, shown: formatPrice(value) });
const pieces = (label: string, value: number): Point => ({
  label,
  value,
  shown: value === 1 ? "1 piece" : `${value} pieces`,
});

/** The biggest of the points, in words: "Naledi, ₦120,000". */
const leader = (points: readonly Point[]) => {
  const top = [...points].sort((a, b) => b.value - a.value)[0];
  return top && top.value > 0 ? `${top.label}, ${top.shown}` : undefined;
};

function TakingsChart({ charts }: { charts: HomeView["charts"] }) {
  const points = charts.takings.map((d) => naira(formatShortDate(d.day), d.takings));
  const total = charts.takings.reduce((n, d) => n + d.takings, 0);
  const best = leader(points);
  return (
    <ColumnChart
      id="takings-chart"
      title={`Takings per day, last ${charts.days} days`}
      summary={`${formatPrice(total)} in all${best ? `; the best day ${best}` : ""}.`}
      labelHeading="Day"
      valueHeading="Takings"
      points={points}
      first={points[0]?.label}
      last={points[points.length - 1]?.label}
      axis={(top) => `₦${shortNumber(top)}`}
      extra={
        <p className="flex gap-3 text-sm">
          {CHART_DAYS.map((days) =>
            days === charts.days ? (
              <span key={days} aria-current="page" className="font-medium">
                {days} days
              </span>
            ) : (
              <a
                key={days}
                href={days === 30 ? "/admin#charts" : `/admin?days=${days}#charts`}
                className="underline underline-offset-4"
              >
                {days} days
              </a>
            ),
          )}
        </p>
      }
    />
  );
}

function Charts({ charts }: { charts: HomeView["charts"] }) {
  const collections = charts.collections.map((c) => naira(c.label, c.value));
  const best = charts.best.map((b) => pieces(b.label, b.value));
  const sizes = charts.sizes.map((s) => ({
    ...pieces(s.label, s.value),
    shown: `${s.value === 1 ? "1 piece" : `${s.value} pieces`} sold; sold out now in ${s.soldOut} ${s.soldOut === 1 ? "product" : "products"}`,
  }));
  const soldOut = charts.sizes.filter((s) => s.soldOut > 0);
  const load = charts.load.map((w) => pieces(`Week of ${formatShortDate(w.week)}`, w.pieces));
  const nothing = "Nothing sold in the last 30 days.";
  return (
    <section id="charts" aria-labelledby="charts-title" className="flex flex-col gap-6">
      <h2 id="charts-title" className="text-xl">
        How the shop is doing
      </h2>
      <div className="grid gap-8 lg:grid-cols-2">
        <TakingsChart charts={charts} />
        <ColumnChart
          id="load-chart"
          title="Pieces to make, week by week"
          summary={`${charts.load.reduce((n, w) => n + w.pieces, 0)} pieces promised over the next ${charts.load.length} weeks${leader(load) ? `; the busiest: ${leader(load)}` : ""}.`}
          labelHeading="Week"
          valueHeading="Pieces to make"
          points={load}
          first={load[0] && "This week"}
          last={load[load.length - 1]?.label}
        />
        <BarChart
          id="collections-chart"
          title="Sales by collection, last 30 days"
          summary={leader(collections) ? `Most sold: ${leader(collections)}.` : nothing}
          labelHeading="Collection"
          valueHeading="Sales"
          points={collections}
        />
        <BarChart
          id="best-chart"
          title="The pieces that sell best, last 30 days"
          summary={leader(best) ? `First: ${leader(best)}.` : nothing}
          labelHeading="Piece"
          valueHeading="Pieces sold"
          points={best}
        />
        <ColumnChart
          id="sizes-chart"
          title="Sizes sold, last 30 days"
          summary={
            (leader(sizes) ? `Most sold: size ${leader(sizes)!.split(",")[0]}. ` : `${nothing} `) +
            (soldOut.length > 0
              ? `Sold out now: ${soldOut.map((s) => `${s.label} of ${s.soldOut} ${s.soldOut === 1 ? "product" : "products"}`).join(", ")}.`
              : "No size is sold out now.")
          }
          labelHeading="Size"
          valueHeading="Sold"
          points={sizes}
          first={sizes[0]?.label}
          last={sizes.length > 1 ? sizes[sizes.length - 1]?.label : undefined}
        />
      </div>
    </section>
  );
}

function Searches({ searches }: { searches: HomeView["searches"] }) {
  return (
    <section aria-labelledby="searches-title" className="grid gap-6 lg:grid-cols-2">
      <h2 id="searches-title" className="text-xl lg:col-span-2">
        What shoppers look for, last 30 days
      </h2>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg">Searches that found nothing</h3>
        {searches.misses.length === 0 ? (
          <p className="text-sm text-ink-soft">Every search found something.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line border-y border-line text-sm">
            {searches.misses.map((m) => (
              <li key={m.query} className="flex justify-between gap-3 py-1.5">
                <span className="truncate">“{m.query}”</span>
                <span className="tabular-nums text-ink-soft">{m.count === 1 ? "once" : `${m.count} times`}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg">Filters used most</h3>
        {searches.filters.length === 0 ? (
          <p className="text-sm text-ink-soft">No filter used yet.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line border-y border-line text-sm">
            {searches.filters.map((f) => (
              <li key={`${f.filter}:${f.value}`} className="flex justify-between gap-3 py-1.5">
                <span className="truncate">
                  {f.filter}: {f.value}
                </span>
                <span className="tabular-nums text-ink-soft">{f.count === 1 ? "once" : `${f.count} times`}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function MoneyToReturn({ money }: { money: HomeView["due"]["moneyToReturn"] }) {
  return (
    <section id="money-to-return" aria-labelledby="money-to-return-title" className="flex flex-col gap-2">
      <h2 id="money-to-return-title" className="text-xl">
        Money to return
      </h2>
      {money.total === 0 ? (
        <p className="text-sm text-ink-soft">No payment is waiting to go back.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {money.orders.map((o) => (
            <li key={o.reference}>
              <a href={`/admin/orders/${o.reference}`} className="underline underline-offset-4">
                {o.name}, {o.reference}
              </a>
            </li>
          ))}
          {money.total > money.orders.length && (
            <li className="text-ink-soft">and {money.total - money.orders.length} more</li>
          )}
        </ul>
      )}
    </section>
  );
}

/** The admin's home: the money and what is due first (one phone screen), then the pictures. */
export function HomeScreen({ view }: { view: HomeView }) {
  return (
    <>
      <h1 className="sr-only">Home</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <MoneyCards money={view.money} awaitingPayment={view.awaitingPayment} />
        <DueList due={view.due} today={view.today} />
      </div>
      <Charts charts={view.charts} />
      <Searches searches={view.searches} />
      <MoneyToReturn money={view.due.moneyToReturn} />
    </>
  );
}
