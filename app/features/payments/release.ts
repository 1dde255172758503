// Release only when paid (the terms: a piece leaves the atelier paid in full). Pure.
import { formatMoney, type Money } from "~/features/currency";

/** The moves that hand an order over to the shopper. */
const RELEASES: readonly string[] = ["shipped", "collected", "delivered"];

/**
 * Why the owner may not move an order to `to` while `outstanding` is still owed on it (shipped,
 * collected or delivered), in one sentence; undefined when the move is free.
 */
export function releaseBlock(to: string, outstanding: Money): string | undefined {
  if (!RELEASES.includes(to) || outstanding.amount <= 0) return undefined;
  return `${formatMoney(outstanding)} balance still to pay`;
}
