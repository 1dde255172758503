import { ledgerMoney, type LedgerCurrency } from "~/features/currency";

/** The terms: a payment may be moved to another order within one month of it. */
const MOVE_DAYS = 30;
const DAY = 86_400_000;

/** Whether a cancelled order's payment may still be moved, in words for the owner. */
export function moveWindow(paidAt: Date | null, now: Date): { ok: boolean; text: string } {
  if (!paidAt) return { ok: false, text: "Nothing was paid for this order." };
  const days = Math.floor((now.getTime() - paidAt.getTime()) / DAY);
  return days < MOVE_DAYS
    ? {
        ok: true,
        text: `Paid ${days === 0 ? "today" : `${days} ${days === 1 ? "day" : "days"} ago`}: within the terms' one month.`,
      }
    : { ok: false, text: `Paid ${days} days ago: past the terms' one month, so it can no longer be moved.` };
}

/** What a move takes: what the cancelled order may still give, at most what the other order asks now. */
export const moveAmount = (movable: number, due: number) => Math.max(0, Math.min(movable, due));

/** The order history's line on each side of a move, in the orders' currency (naira unless said). */
export const moveNotes = (amount: number, from: string, to: string, currency: LedgerCurrency = "NGN") => ({
  from: `Moved ${ledgerMoney(amount, currency)} of this order's payment to order ${to}.`,
  to: `${ledgerMoney(amount, currency)} of order ${from}'s payment moved to this order.`,
});

/** The ledger's key of an appointment's fee moved onto the order she named ("move:", as the owner's moves). */
export const feeMoveKey = (appointmentId: number) => `move:appointment-fee:${appointmentId}`;

/** Whether a move's key is a fee's: the fee's order met its purpose there, so it owes nothing for it. */
export const isFeeMoveKey = (movementKey: string) => movementKey.startsWith("move:appointment-fee:");
