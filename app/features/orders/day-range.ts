// The orders list's day filters, the lists behind the admin's home figures: orders paid on some
// Lagos days, orders with a payment confirmed on them, and pieces to make by a promised day.
import { formatShortDate, formatShortWeekday, type Day } from "~/lib/lagos-clock";

/** Days from `from` (the beginning of time when absent) to `to`, both included. */
export interface DayRange {
  from: Day | null;
  to: Day;
}

/** Which day each filter reads: when the order was paid, when a payment was confirmed, when its pieces are promised. */
const DAY_FILTERS = ["paid", "taken", "make"] as const;
export type DayFilter = (typeof DAY_FILTERS)[number];

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isDay = (s: string) => DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** "2026-11-23..2026-11-26", "..2026-11-25" or one day "2026-11-26"; anything else is no range. */
export function parseDayRange(raw: string | null): DayRange | null {
  if (!raw || raw.length > 22) return null;
  const [from = "", to = from] = raw.includes("..") ? raw.split("..") : [raw, raw];
  if (!isDay(to) || (from !== "" && (!isDay(from) || from > to))) return null;
  return { from: from || null, to };
}

export const dayRangeParam = (r: DayRange) => (r.from === r.to ? r.to : `${r.from ?? ""}..${r.to}`);

/** The one day filter an address carries: the first of `paid`, `taken`, `make` that parses. */
export function dayFilterOf(params: URLSearchParams): { filter: DayFilter; range: DayRange } | null {
  for (const filter of DAY_FILTERS) {
    const range = parseDayRange(params.get(filter));
    if (range) return { filter, range };
  }
  return null;
}

export const dayListHref = (filter: DayFilter, range: DayRange) =>
  `/admin/orders?${filter}=${encodeURIComponent(dayRangeParam(range))}`;

const dayName = (d: Day) => `${formatShortWeekday(d)} ${formatShortDate(d)}`;

/** "on Thu 26 Nov", "from Mon 23 Nov to Thu 26 Nov", "before Thu 26 Nov" (for a range open at its start, to the day before). */
function rangeWords(r: DayRange): string {
  if (r.from === null) return `by ${dayName(r.to)}`;
  return r.from === r.to ? `on ${dayName(r.to)}` : `from ${dayName(r.from)} to ${dayName(r.to)}`;
}

/** What a day-filtered list holds, in the owner's words. */
export function dayFilterTitle(filter: DayFilter, r: DayRange): string {
  const when = rangeWords(r);
  if (filter === "paid") return `Orders paid ${when}`;
  if (filter === "taken") return `Payments confirmed ${when}`;
  return `Pieces to make, promised ${when}`;
}
