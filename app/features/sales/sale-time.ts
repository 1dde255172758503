import { formatDay } from "~/features/delivery";
import { lagosDate, lagosDateTime } from "./lagos-time";

/**
 * A sale's start or end in Lagos time, written out by hand as the shop's other dates are:
 * "Friday 27 November 2026 at 00:00", with its seconds when it has some.
 */
export function formatSaleTime(iso: string): string {
  const local = lagosDateTime(new Date(iso));
  return `${formatDay(local.slice(0, 10))} at ${local.slice(11)}`;
}

/** The last Lagos day a sale price holds, "2026-11-30", for a sale ending (excluded) at `endsAt`. */
export function lastSaleDay(endsAt: string): string {
  return lagosDate(new Date(Date.parse(endsAt) - 1));
}
