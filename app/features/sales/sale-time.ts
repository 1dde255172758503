import { lastLagosDayBefore } from "~/lib/lagos-clock";

/** The last Lagos day a sale price holds, "2026-11-30", for a sale ending (excluded) at `endsAt`. */
export function lastSaleDay(endsAt: string): string {
  return lastLagosDayBefore(new Date(endsAt));
}
