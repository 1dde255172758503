// Which columns of a chart are labelled under them: every one when the labels fit side by side,
// else every k-th, always the first, the last and the current one (today, this week).

/** Where a column's label shows: on every screen, only from 640 px up, or on none. */
export type LabelShown = "always" | "wide" | "never";

/** The width the columns share, in pixels: on a 360–390 px phone, and the narrowest from 640 px up. */
const ROOM = { phone: 280, wide: 400 };
/** Pixels a label of `chars` letters takes at the charts' small type, with the gap to the next. */
const labelWidth = (chars: number) => chars * 6.5 + 8;

/** The columns labelled at most every `step` columns (1: all of them). */
function labelled(count: number, step: number, current: number | undefined): Set<number> {
  const all = Array.from({ length: count }, (_, i) => i);
  if (step <= 1) return new Set(all);
  // The first and last labels lean inward from the chart's edges, so they keep more room clear.
  const fromEdge = Math.ceil(1.5 * step - 0.5);
  const pinned = new Set([0, count - 1, ...(current === undefined ? [] : [current])]);
  const clear = (i: number) =>
    [...pinned].every((p) => Math.abs(i - p) >= (p === 0 || p === count - 1 ? fromEdge : step));
  return new Set(all.filter((i) => pinned.has(i) || (i % step === 0 && clear(i))));
}

/** Columns between labels for `count` columns sharing `room` pixels. */
const stepFor = (count: number, room: number, chars: number) =>
  Math.ceil(count / Math.max(1, Math.floor(room / labelWidth(chars))));

/**
 * For each of `count` columns with labels of at most `chars` letters, where its label shows. The
 * phone's step is a multiple of the wide one, so every label a phone shows is one of the wide ones.
 */
export function labelPlan(count: number, chars: number, current?: number): LabelShown[] {
  const wideStep = stepFor(count, ROOM.wide, chars);
  const phoneStep = wideStep * Math.ceil(stepFor(count, ROOM.phone, chars) / wideStep);
  const phone = labelled(count, phoneStep, current);
  const wide = labelled(count, wideStep, current);
  return Array.from({ length: count }, (_, i) => (phone.has(i) ? "always" : wide.has(i) ? "wide" : "never"));
}
