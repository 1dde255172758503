import { formatDay } from "~/features/delivery";
import { lagosDateTime } from "~/features/sales";

/**
 * A sale's start or end as the owner reads it, in Lagos time, written out by hand as the shop's
 * other dates are: "Friday 27 November 2026 at 00:00", with its seconds when it has some.
 */
export function formatSaleTime(iso: string): string {
  const local = lagosDateTime(new Date(iso));
  return `${formatDay(local.slice(0, 10))} at ${local.slice(11)}`;
}
