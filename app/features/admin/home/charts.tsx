// The home's charts: server-rendered SVG shapes over the one scale (scale.ts), no script. Every
// word is HTML beside the drawing, so it reads at any width; the drawing is hidden from screen
// readers, which read the sentence and the table that say the same.
import type { ReactNode } from "react";
import { linearScale, shortNumber } from "./scale";

export interface Point {
  /** What the table names the row: a day, a collection, a size. */
  label: string;
  value: number;
  /** The value as the table shows it (₦12,000, 3 pieces). */
  shown: string;
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

/** The title, the sentence, the drawing and its table. */
function Frame({
  id,
  title,
  summary,
  labelHeading,
  valueHeading,
  points,
  extra,
  children,
}: ChartFrame & { children: ReactNode }) {
  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-2">
      <h3 id={`${id}-title`} className="text-lg">
        {title}
      </h3>
      <p className="text-sm text-ink-soft">{summary}</p>
      {children}
      {extra}
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
    </figure>
  );
}

const HEIGHT = 100;

/**
 * Columns side by side, one per point (a day, a size, a week): drawn in a 100-high box stretched
 * to the width, with the top value and the first and last labels written under it.
 */
export function ColumnChart(props: ChartFrame & { first?: string; last?: string; axis?: (top: number) => string }) {
  const { points } = props;
  const scale = linearScale(
    points.map((p) => p.value),
    HEIGHT,
  );
  const width = Math.max(points.length, 1) * 10;
  return (
    <Frame {...props}>
      <div className="flex gap-2">
        <div className="flex flex-col justify-between text-xs text-ink-soft tabular-nums" aria-hidden="true">
          <span>{props.axis ? props.axis(scale.top) : shortNumber(scale.top)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 min-w-0 flex-1 border-b border-l border-line text-hazel"
          aria-hidden="true"
          focusable="false"
        >
          <line x1="0" x2={width} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-line" strokeWidth="0.5" />
          {points.map((p, i) => {
            const h = scale.at(p.value);
            return <rect key={p.label} x={i * 10 + 1.5} width="7" y={HEIGHT - h} height={h} fill="currentColor" />;
          })}
        </svg>
      </div>
      {(props.first || props.last) && (
        <div className="flex justify-between pl-8 text-xs text-ink-soft" aria-hidden="true">
          <span>{props.first}</span>
          <span>{props.last}</span>
        </div>
      )}
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
