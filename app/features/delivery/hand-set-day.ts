import { formatDay } from "~/lib/lagos-clock";
import { isIsoDate, isWorkingDay, type IsoDate } from "./working-days";

/**
 * Why the owner cannot set an order's ready day to `raw`, in words, or null when she can: a real
 * day, from today on, on which the atelier works (a weekday not among `closed`).
 */
export function handSetDayProblem(
  raw: string,
  today: IsoDate,
  closed: readonly { day: IsoDate; reason: string }[],
): string | null {
  if (!isIsoDate(raw)) return "Write the ready day as a date, like 2027-01-05.";
  if (raw < today) return "That day has passed: choose a day from today on.";
  const shut = closed.find((c) => c.day === raw);
  if (shut)
    return `The atelier is closed on ${formatDay(raw)}${shut.reason ? ` (${shut.reason})` : ""}: choose a working day.`;
  if (!isWorkingDay(raw)) return `${formatDay(raw)} is a weekend day: choose a working day.`;
  return null;
}
