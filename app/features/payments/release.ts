// Release only when paid (the terms: a piece leaves the atelier paid in full). Pure.
import { formatPrice } from "~/features/currency";

/** The moves that hand an order over to the shopper. */
const RELEASES: readonly string[] = ["shipped", "collected", "delivered"];

/**
 * Why the owner may not move an order to `to` while `outstanding` whole naira are still owed on it
 * (shipped, collected or delivered), in one sentence; undefined when the move is free.
 */
export function releaseBlock(to: string, outstanding: number): string | undefined {
  if (!RELEASES.includes(to) || outstanding <= 0) return undefined;
  return `${formatPrice(outstanding)} balance still to pay`;
}
