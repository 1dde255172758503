// Which columns of a chart are labelled under them: every one when the labels fit side by side,
// else every k-th, always the first, the last and the current one (today, this week).

/**
 * The width the columns share, in pixels: on a 360 px phone (335 at 390), and the narrowest from
 * 640 px up (two charts side by side at 1024). Measured on the home.
 */
const ROOM = { phone: 300, wide: 430 };
/** Pixels a label of `chars` letters takes at the charts' small type ("16 Nov": 43), with a gap. */
const labelWidth = (chars: number) => chars * 7.2 + 6;

/** The columns labelled at most every `step` columns (1: all of them). */
function labelledEvery(count: number, step: number, current: number | undefined): Set<number> {
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

/** Which of `count` columns with labels of at most `chars` letters are labelled, on a phone and from 640 px. */
export function labelPlan(count: number, chars: number, current?: number): { phone: boolean[]; wide: boolean[] } {
  const shown = (room: number) => {
    const labelled = labelledEvery(count, stepFor(count, room, chars), current);
    return Array.from({ length: count }, (_, i) => labelled.has(i));
  };
  return { phone: shown(ROOM.phone), wide: shown(ROOM.wide) };
}
