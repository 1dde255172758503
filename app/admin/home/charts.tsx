// The home's charts: server-rendered shapes over the one scale (scale.ts), no script. Every word is
// HTML beside the drawing, so it reads at any width. A column is an image named with its label and
// value; the bars' drawing is hidden from screen readers, which read the sentence and the table.
import type { ReactNode } from "react";
import { labelPlan } from "./bar-labels";
import { linearScale, shortNumber } from "./scale";

export interface Point {
  /** What the table names the row: a day, a collection, a size. */
  label: string;
  value: number;
  /** The value as the table shows it (₦12,000, 3 pieces). */
  shown: string;
  /** The label under a column when shorter than `label` ("16 Nov" for "Week of 16 Nov"). */
  tick?: string;
}

interface ChartFrame {
  id: string;
  title: string;
  /** The chart in one sentence, for everyone. */
  summary: string;
  /** The table's headings of the labels' and the values' columns. */
  labelHeading: string;
  valueHeading: string;
  points: readonly Point[];
  /** Links or notes under the chart. */
  extra?: ReactNode;
}

/** The title, the sentence, the drawing, and the table of its values when `table`. */
function Frame({
  id,
  title,
  summary,
  labelHeading,
  valueHeading,
  points,
  extra,
  table = true,
  children,
}: ChartFrame & { table?: boolean; children: ReactNode }) {
  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-2">
      <h3 id={`${id}-title`} className="text-lg">
        {title}
      </h3>
      <p className="text-sm text-ink-soft">{summary}</p>
      {children}
      {extra}
      {table && (
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{p.shown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

/** A row of labels under the columns, those `shown` written; one row for phones, one from 640 px. */
function LabelRow({
  ticks,
  shown,
  current,
  on,
}: {
  ticks: readonly string[];
  shown: readonly boolean[];
  current?: number;
  on: "phone" | "wide";
}) {
  const edge = (i: number) => (i === 0 ? "justify-start" : i === ticks.length - 1 ? "justify-end" : "justify-center");
  return (
    <div
      data-labels={on}
      className={`text-xs text-ink-soft tabular-nums ${on === "phone" ? "grid sm:hidden" : "hidden sm:grid"}`}
      style={{ gridTemplateColumns: `repeat(${Math.max(ticks.length, 1)}, minmax(0, 1fr))` }}
      aria-hidden="true"
    >
      {ticks.map((tick, i) => (
        <span
          key={i}
          data-label={shown[i] ? "" : undefined}
          className={`flex whitespace-nowrap ${edge(i)} ${i === current ? "font-medium text-ink" : ""}`}
          style={{ gridColumnStart: i + 1 }}
        >
          {shown[i] ? tick : ""}
        </span>
      ))}
    </div>
  );
}

/**
 * Columns side by side, one per point (a day, a size, a week), over the top value and 0; under
 * them their labels, every one that has room (bar-labels.ts), `current` (today, this week) always
 * and in bold. Each column is an image named "16 Nov: ₦12,000", so the list of them is the table.
 */
export function ColumnChart(props: ChartFrame & { current?: number; axis?: (top: number) => string }) {
  const { points, current } = props;
  const scale = linearScale(
    points.map((p) => p.value),
    100,
  );
  const ticks = points.map((p) => p.tick ?? p.label);
  const plan = labelPlan(points.length, Math.max(1, ...ticks.map((t) => t.length)), current);
  return (
    <Frame {...props} table={false}>
      <div className="flex gap-2">
        <div className="flex flex-col justify-between text-xs text-ink-soft tabular-nums" aria-hidden="true">
          <span>{props.axis ? props.axis(scale.top) : shortNumber(scale.top)}</span>
          <span>0</span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <ul
            aria-label={props.title}
            className="relative grid h-32 items-end border-b border-l border-line"
            style={{ gridTemplateColumns: `repeat(${Math.max(points.length, 1)}, minmax(0, 1fr))` }}
          >
            <li aria-hidden="true" className="absolute inset-x-0 top-1/2 border-t border-line" />
            {points.map((p) => (
              <li key={p.label} className="flex h-full items-end justify-center px-[15%]">
                <span
                  role="img"
                  aria-label={`${p.label}: ${p.shown}`}
                  className="block w-full bg-hazel"
                  style={{ height: `${scale.at(p.value)}%` }}
                />
              </li>
            ))}
          </ul>
          <LabelRow ticks={ticks} shown={plan.phone} current={current} on="phone" />
          <LabelRow ticks={ticks} shown={plan.wide} current={current} on="wide" />
        </div>
      </div>
    </Frame>
  );
}

/** A bar per point, longest first as given: the label and value written, the bar drawn under them. */
export function BarChart(props: ChartFrame) {
  const scale = linearScale(
    props.points.map((p) => p.value),
    100,
  );
  return (
    <Frame {...props}>
      <ul className="flex flex-col gap-2" aria-hidden="true">
        {props.points.map((p) => (
          <li key={p.label} className="flex flex-col gap-0.5 text-sm">
            <span className="flex justify-between gap-3">
              <span className="truncate">{p.label}</span>
              <span className="tabular-nums text-ink-soft">{p.shown}</span>
            </span>
            <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="h-2 w-full text-hazel" focusable="false">
              <rect width="100" height="4" className="fill-linen" />
              <rect width={scale.at(p.value)} height="4" fill="currentColor" />
            </svg>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
