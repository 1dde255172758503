/** A span of a weekday the owner sees clients, in Lagos minutes from midnight (0 Sunday … 6 Saturday). */
export interface HoursSpan {
  weekday: number;
  from: number;
  to: number;
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const pad = (n: number) => String(n).padStart(2, "0");
/** 600 → "10:00". */
const clockOf = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** A weekday's spans as she types them: "10:00-13:00, 14:00-17:00". */
export const spansText = (spans: readonly HoursSpan[], weekday: number) =>
  spans
    .filter((s) => s.weekday === weekday)
    .sort((a, b) => a.from - b.from)
    .map((s) => `${clockOf(s.from)}-${clockOf(s.to)}`)
    .join(", ");

const SPAN = /^(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})$/;

/**
 * One weekday's spans read from her text ("10:00-13:00, 14:00-17:00"; empty: closed that day):
 * each a real time to a later one (24:00 at most), none overlapping another, refused in words.
 */
export function readDaySpans(
  weekday: number,
  text: string,
): { ok: true; spans: HoursSpan[] } | { ok: false; error: string } {
  const parts = text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const spans: HoursSpan[] = [];
  for (const part of parts) {
    const m = SPAN.exec(part);
    if (!m) return { ok: false, error: `"${part.slice(0, 20)}" is not a span: write it as 10:00-13:00.` };
    const [h1, m1, h2, m2] = m.slice(1).map(Number) as [number, number, number, number];
    const from = h1 * 60 + m1;
    const to = h2 * 60 + m2;
    if (h1 > 23 || m1 > 59 || m2 > 59 || to > 1440) return { ok: false, error: `${part} is not a time of day.` };
    if (to <= from) return { ok: false, error: `${part} ends before it starts.` };
    spans.push({ weekday, from, to });
  }
  spans.sort((a, b) => a.from - b.from);
  for (let i = 1; i < spans.length; i++) {
    const [a, b] = [spans[i - 1]!, spans[i]!];
    if (b.from < a.to)
      return {
        ok: false,
        error: `${clockOf(a.from)}-${clockOf(a.to)} and ${clockOf(b.from)}-${clockOf(b.to)} overlap: make them one span or move one.`,
      };
  }
  return { ok: true, spans };
}
