// What an order's money lets the atelier do next, read from its account: a plan's piece is cut once
// its share is paid; nothing is handed over with money owed. Pure.
import { formatMoney, money } from "~/features/currency";
import { releaseBlock } from "~/features/payments";
import type { OrderAccount } from "./account";

/** What is still to pay before cutting starts: a plan's share less what is counted; 0 when free. */
export const cuttingWaitsFor = (account: OrderAccount): number =>
  account.cutShare === null || account.stage !== "open" ? 0 : Math.max(0, account.cutShare - account.towards);

/**
 * Why the order may not move to `to` for its money, in words ("cutting waits for the first part:
 * ₦360,000", "collection waits for the last part: ₦270,000"), to follow "Not yet: "; undefined when its money lets it.
 * In production is cutting; shipped, collected and delivered hand it over, only once nothing is owed.
 */
export function moneyGate(to: string, account: OrderAccount): string | undefined {
  const m = (amount: number) => formatMoney(money(amount, account.currency));
  if (to === "in_production") {
    const waits = cuttingWaitsFor(account);
    return waits > 0 ? `cutting waits for the first part: ${m(waits)}` : undefined;
  }
  const held = releaseBlock(to, money(account.owedNow, account.currency));
  if (!held || !account.parts) return held;
  const handing = to === "collected" ? "collection" : to === "shipped" ? "shipping" : "delivery";
  const last = account.parts.length > 0 && account.nextPart?.number === account.parts.length;
  return `${handing} waits for ${last ? "the last part" : "the parts still owed"}: ${m(account.owedNow)}`;
}

/** Whether the order is paid in full (and not cancelled): the pieces kept for it are then sold. */
export const paidInFull = (account: OrderAccount): boolean => account.stage !== "cancelled" && account.owedNow === 0;

/**
 * What the pieces kept for the order wait for, in the owner's words ("her held pieces are sold to
 * her once she has paid in full: ₦540,000 still to pay"), to follow "Ready-to-wear: "; undefined when paid.
 */
export function keptPiecesWaitFor(account: OrderAccount): string | undefined {
  if (paidInFull(account) || account.stage === "cancelled") return undefined;
  const owed = formatMoney(money(account.owedNow, account.currency));
  return `held for her, sold to no one else, until she has paid in full: ${owed} still to pay`;
}
