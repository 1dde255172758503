import type { Days } from "~/config/delivery";
import { scheduleOf, type QueueFacts } from "~/features/atelier";
import type { Schedule } from "~/features/delivery";
import type { QuoteInput } from "~/features/quotes";
import { quoteDates } from "~/features/quotes/quote-dates";

/** A quote's promise: the schedule its delivery is priced with, and its making's place in the queue. */
export type DatedQuote = { ok: true; schedule: Schedule; queue?: { week: string; pieces: number; express: false } };

type Refusal = { ok: false; field: string; message: string };

/** Thrown inside the quote's transaction when the week its dates needed was taken meanwhile. */
export class DatesTaken extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** The earliest event day of the quote's made-to-measure lines, and its line's field. */
function eventOf(input: QuoteInput): { day: string; field: string } {
  const dated = input.custom.map((c, i) => ({ day: c.eventDate, field: `custom-${i + 1}-event` })).filter((c) => c.day);
  return dated.sort((a, b) => (a.day < b.day ? -1 : 1))[0] ?? { day: "", field: "custom-1-event" };
}

/**
 * A quote's dates from the queue's `facts` (quoteDates): its made-to-order pieces' week and the
 * day it is ready, for the form's field that is wrong when it cannot be made in time.
 */
export function datedQuote(
  facts: QueueFacts,
  today: string,
  q: { input: QuoteInput; made: number; travel: Days },
): DatedQuote | Refusal {
  const closed = [...facts.closed].filter((d) => d > today).sort();
  if (q.made === 0) return { ok: true, schedule: scheduleOf(facts, today, 0, true) };
  const event = eventOf(q.input);
  const days = { fittingOn: q.input.fittingOn, finalFittingOn: q.input.finalFittingOn, eventDate: event.day };
  const dates = quoteDates(facts, today, { made: q.made, travel: q.travel, days });
  if (!dates.ok)
    return { ok: false, field: dates.field === "event" ? event.field : dates.field, message: dates.message };
  const standard = { readyFrom: dates.readyFrom, readyBy: dates.readyBy, week: dates.work.week };
  return {
    ok: true,
    schedule: { standard, express: null, closed },
    queue: { week: dates.work.week, pieces: q.made, express: false },
  };
}
