import type { Size } from "~/features/catalogue";
import { formatShortDateTime, formatTimeOfDay, lagosDayOf } from "~/lib/lagos-clock";

/** An order's held pieces of one size, as the stock field shows them. */
interface HoldView {
  reference: string;
  quantity: number;
  /** When the order can no longer be paid and its pieces go back on sale (ISO); null: kept until it is paid in full. */
  until: string | null;
}

/** A counted size with pieces held: how many are left to sell, and who holds the others. */
export interface SizeHolds {
  size: Size;
  left: number;
  holds: HoldView[];
}

/** "14:30" today in Lagos, else the day and time. */
export function holdUntilText(until: string, now = new Date()): string {
  const at = new Date(until);
  return lagosDayOf(at) === lagosDayOf(now) ? formatTimeOfDay(at) : formatShortDateTime(at);
}

/** The held pieces grouped by size, each with the count left to sell beside it. */
export function sizeHolds(
  held: readonly { reference: string; size: Size; quantity: number; lapsesAt: Date | null }[],
  left: Partial<Record<Size, number>>,
): SizeHolds[] {
  const bySize = new Map<Size, HoldView[]>();
  for (const h of held)
    bySize.set(h.size, [
      ...(bySize.get(h.size) ?? []),
      { reference: h.reference, quantity: h.quantity, until: h.lapsesAt?.toISOString() ?? null },
    ]);
  return [...bySize].map(([size, holds]) => ({ size, left: left[size] ?? 0, holds }));
}
