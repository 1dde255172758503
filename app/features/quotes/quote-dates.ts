// A quote's dates from the atelier's queue and the shopper's own dates (pure): the piece is made
// before the first fitting that needs it, collected (or dispatched) at the last fitting, and
// nothing is promised after her event.
import type { Days } from "~/config/delivery";
import { queuePlace, type QueueFacts } from "~/features/atelier";
import { addWorkingDays, type IsoDate, type ReadyWindow } from "~/features/delivery";
import { addDays, formatDay } from "~/lib/lagos-clock";

/** The shopper's dates the quote carries: fittings and her event, each YYYY-MM-DD or "". */
export interface QuoteDays {
  fittingOn: string;
  finalFittingOn: string;
  eventDate: string;
}

export type QuoteDates =
  | {
      ok: true;
      /** The week the making is booked in, and when it is done. */
      work: ReadyWindow;
      /** Ready to collect or dispatch: the making's window, or the last fitting's day. */
      readyFrom: IsoDate;
      readyBy: IsoDate;
    }
  | { ok: false; field: "fittingOn" | "finalFittingOn" | "event"; message: string };

/** The last day a piece may be ready so that `travel`'s working days still bring it before `event`. */
function lastReadyBefore(event: IsoDate, travel: Days, closed: ReadonlySet<IsoDate>): IsoDate {
  let day = addDays(event, -1);
  while (day > "2000-01-01" && addWorkingDays(day, travel.max, closed) >= event) day = addDays(day, -1);
  return day;
}

/**
 * When a quote of `made` made-to-order pieces placed `today` is made and ready: the first week
 * with room, done the working day before the first fitting at the latest (or in time for the
 * event, its delivery included); ready to collect at the last fitting. Refused in words when the
 * dates are out of order, or when the atelier cannot make it in time.
 */
export function quoteDates(
  facts: QueueFacts,
  today: IsoDate,
  order: { made: number; travel: Days; days: QuoteDays },
): QuoteDates {
  const { fittingOn, finalFittingOn, eventDate } = order.days;
  const last = finalFittingOn || fittingOn;
  if (finalFittingOn && !fittingOn)
    return { ok: false, field: "fittingOn", message: "Give the first fitting's day before the final one's." };
  if (finalFittingOn && finalFittingOn <= fittingOn)
    return { ok: false, field: "finalFittingOn", message: "The final fitting comes after the first fitting." };
  if (eventDate && last && last >= eventDate)
    return {
      ok: false,
      field: finalFittingOn ? "finalFittingOn" : "fittingOn",
      message: `The fittings come before the event on ${formatDay(eventDate)}.`,
    };
  const until = fittingOn
    ? addDays(fittingOn, -1)
    : eventDate
      ? lastReadyBefore(eventDate, order.travel, facts.closed)
      : undefined;
  const work = queuePlace(facts, today, { pieces: order.made, express: false, until });
  if (!work) {
    const earliest = queuePlace(facts, today, { pieces: order.made, express: false });
    const from = earliest ? ` The atelier's earliest is ${formatDay(earliest.readyBy)}.` : "";
    return fittingOn
      ? {
          ok: false,
          field: "fittingOn",
          message: `The piece cannot be made before a first fitting on ${formatDay(fittingOn)}.${from} Choose a later fitting day.`,
        }
      : {
          ok: false,
          field: "event",
          message: `The piece cannot be ready before the event on ${formatDay(eventDate)}.${from}`,
        };
  }
  if (!last) return { ok: true, work, readyFrom: work.readyFrom, readyBy: work.readyBy };
  if (eventDate && addWorkingDays(last, order.travel.max, facts.closed) >= eventDate)
    return {
      ok: false,
      field: finalFittingOn ? "finalFittingOn" : "fittingOn",
      message: `Delivered after the last fitting, the piece would arrive after the event on ${formatDay(eventDate)}: choose pickup or an earlier fitting.`,
    };
  return { ok: true, work, readyFrom: last, readyBy: last };
}
