import type { ReactNode } from "react";
import { formatMoney, money } from "~/features/currency";
import { QueueChart } from "../atelier/queue-chart";
import { BarChart, ColumnChart, type Point } from "./charts";
import { DueList } from "./due-list";
import { CHART_DAYS, type HomeView } from "./home-view";
import { formatShortDate, formatShortDateTime } from "~/lib/lagos-clock";
import { MoneyCards, nairaAndDollars } from "./money-cards";
import { shortNumber } from "./scale";

const naira = (label: string, value: number): Point => ({ label, value, shown: formatMoney(money(value, "NGN")) });
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

/**
 * The naira takings a day as columns; a day with dollars names its cents beside its naira, never
 * added to them, and the sentence says the columns are the naira.
 */
function TakingsChart({ charts }: { charts: HomeView["charts"] }) {
  const points = charts.takings.map((d) => ({
    ...naira(formatShortDate(d.day), d.takings),
    shown: nairaAndDollars(d.takings, d.dollars),
  }));
  const total = charts.takings.reduce((n, d) => n + d.takings, 0);
  const withDollars = charts.takings.some((d) => d.dollars !== undefined);
  const dollars = withDollars ? charts.takings.reduce((n, d) => n + (d.dollars ?? 0), 0) : undefined;
  const best = leader(points);
  return (
    <ColumnChart
      id="takings-chart"
      title={`Takings per day, last ${charts.days} days`}
      summary={`${nairaAndDollars(total, dollars)} in all${best ? `; the best day ${best}` : ""}.${withDollars ? " The columns are the naira." : ""}`}
      labelHeading="Day"
      valueHeading="Takings"
      points={points}
      current={points.length - 1}
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
  const load = charts.load.map((w) => ({
    ...pieces(`Week of ${formatShortDate(w.week)}`, w.pieces),
    tick: formatShortDate(w.week),
  }));
  const nothing = "Nothing sold in the last 30 days.";
  return (
    <section id="charts" aria-labelledby="charts-title" className="flex flex-col gap-6">
      <h2 id="charts-title" className="text-xl">
        How the shop is doing
      </h2>
      <div className="grid gap-8 lg:grid-cols-2">
        <TakingsChart charts={charts} />
        <QueueChart weeks={charts.queue} />
        <ColumnChart
          id="load-chart"
          title="Pieces to make, week by week"
          summary={`${charts.load.reduce((n, w) => n + w.pieces, 0)} pieces promised over the next ${charts.load.length} weeks${leader(load) ? `; the busiest: ${leader(load)}` : ""}.`}
          labelHeading="Week"
          valueHeading="Pieces to make"
          points={load}
          current={0}
        />
        <BarChart
          id="collections-chart"
          title="Sales by collection, last 30 days"
          summary={`${leader(collections) ? `Most sold: ${leader(collections)}.` : nothing}${charts.dollarSalesLeftOut ? " Orders paid in dollars are not counted here." : ""}`}
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
          summary={leader(sizes) ? `Most sold: size ${leader(sizes)!.split(",")[0]}.` : nothing}
          labelHeading="Size"
          valueHeading="Sold"
          points={sizes}
          extra={<SoldOutNow products={charts.soldOut} />}
        />
      </div>
    </section>
  );
}

/** Each product with a size sold out now, linked to its page, with those sizes. */
function SoldOutNow({ products }: { products: HomeView["charts"]["soldOut"] }) {
  if (products.length === 0) return <p className="text-sm">No size is sold out now.</p>;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <h4 id="sold-out-title" className="font-medium">
        Sold out now
      </h4>
      <ul aria-labelledby="sold-out-title" className="flex flex-col gap-1">
        {products.map((p) => (
          <li key={p.productId}>
            <a href={`/admin/products/${p.productId}`} className="underline underline-offset-4">
              {p.name}
            </a>
            <span className="text-ink-soft">: {p.sizes.join(", ")}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Sold-out sizes shoppers asked to hear about, most wanted first, each leading to its product's waits. */
function Wanted({ wanted }: { wanted: HomeView["wanted"] }) {
  return (
    <section id="wanted" aria-labelledby="wanted-title" className="flex flex-col gap-2">
      <h2 id="wanted-title" className="text-xl">
        Waiting for sold-out sizes
      </h2>
      {wanted.length === 0 ? (
        <p className="text-sm text-ink-soft">No shopper is waiting for a size to come back.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line border-y border-line text-sm">
          {wanted.map((w) => (
            <li key={`${w.productId}:${w.size}`} className="flex justify-between gap-3 py-1.5">
              <a href={`/admin/products/${w.productId}#waiting`} className="underline underline-offset-4">
                {w.name} in {w.size}
              </a>
              <span className="shrink-0 tabular-nums text-ink-soft">
                {w.waiting === 1 ? "1 shopper waits" : `${w.waiting} shoppers wait`}
              </span>
            </li>
          ))}
        </ol>
      )}
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

/** Transfers to clients' own accounts that matched no client: kept until the owner looks at them. */
function TransfersToReview({ transfers }: { transfers: HomeView["transfersToReview"] }) {
  if (transfers.length === 0) return null;
  return (
    <section id="transfers-to-review" aria-labelledby="transfers-to-review-title" className="flex flex-col gap-2">
      <h2 id="transfers-to-review-title" className="text-xl">
        Transfers to review
      </h2>
      <p className="text-sm text-ink-soft">
        Money that came to an account number no client holds: find whose it is on Paystack, then move it by hand.
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {transfers.map((t) => (
          <li key={t.reference}>
            {formatMoney(money(t.amount, "NGN"))} to {t.accountNumber || "an unknown account"},{" "}
            {formatShortDateTime(new Date(t.receivedAt))} (Paystack {t.reference})
          </li>
        ))}
      </ul>
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

/**
 * The admin's home: the money and what is due first (one phone screen), then `today` (the day's
 * fittings), then the pictures.
 */
export function HomeScreen({ view, today }: { view: HomeView; today?: ReactNode }) {
  return (
    <>
      <h1 className="sr-only">Home</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <MoneyCards money={view.money} awaitingPayment={view.awaitingPayment} testOrders={view.testOrders} />
        <DueList due={view.due} today={view.today} />
      </div>
      <TransfersToReview transfers={view.transfersToReview} />
      {today}
      <Charts charts={view.charts} />
      <Wanted wanted={view.wanted} />
      <Searches searches={view.searches} />
      <MoneyToReturn money={view.due.moneyToReturn} />
    </>
  );
}
