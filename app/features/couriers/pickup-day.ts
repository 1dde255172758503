// The day the owner asks the courier to pick a parcel up: from today to six days on (the
// aggregator takes a booking up to a week ahead), never a Sunday.
import { addDays, weekdayOf, type Day } from "~/lib/lagos-clock";
import { isIsoDate } from "~/features/delivery";

const PICKUP_DAYS_AHEAD = 6;

/** The days she may choose from `today`, Sundays left out. */
export const pickupDays = (today: Day): Day[] =>
  Array.from({ length: PICKUP_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i)).filter((d) => weekdayOf(d) !== 0);

/** The posted day when it is one she may choose, else why not in words. */
export function pickupDayOf(posted: string, today: Day): { ok: true; day: Day } | { ok: false; message: string } {
  if (!isIsoDate(posted)) return { ok: false, message: "Choose the day the courier picks the parcel up." };
  if (!pickupDays(today).includes(posted))
    return {
      ok: false,
      message: "The courier picks up from today to six days on, Sundays excepted: choose one of those days.",
    };
  return { ok: true, day: posted };
}
