// What cancelling an appointment did with its fee, in her words: the page says which happened.
import { formatMoney, type Money } from "~/features/currency";

/** What a cancellation did with the fee (the page's `?done=` word). */
const CANCEL_DONE = [
  "cancelled",
  "refund",
  "refund-unsent",
  "credit",
  "credit-past-cutoff",
  "credit-instead",
  "kept",
] as const;
export type CancelDone = (typeof CANCEL_DONE)[number];

export const isCancelDone = (word: string | null): word is CancelDone => CANCEL_DONE.includes(word as CancelDone);

/** The page's line once cancelled; `fee` is what went back (or stays counted), `order` the order it counts towards. */
export function cancelDoneWords(done: CancelDone, fee: Money, order: string | null): string {
  const amount = formatMoney(fee);
  switch (done) {
    case "cancelled":
      return "Cancelled. We have emailed you.";
    case "refund":
      return `Cancelled: your ${amount} fee is being refunded to your card. We have emailed you.`;
    case "refund-unsent":
      return `Cancelled: your ${amount} refund is recorded, but Paystack could not be reached just now; we will send it to your card. We have emailed you.`;
    case "credit":
      return `Cancelled: your ${amount} fee is store credit, its code emailed to you.`;
    case "credit-past-cutoff":
      return `Cancelled after the free cut-off: as our terms say, your ${amount} fee is store credit (not a refund), its code emailed to you.`;
    case "credit-instead":
      return `Cancelled: your ${amount} fee could not go back to your card, so it is store credit, its code emailed to you.`;
    case "kept":
      return `Cancelled: your ${amount} fee stays counted towards order ${order ?? "you named"}.`;
  }
}

/** What the second of two cancellations is told: the first already settled the fee. */
export function alreadyCancelledWords(outcome: "refund" | "credit" | "kept" | null): string {
  if (outcome === "credit") return "This fee was already returned as store credit.";
  if (outcome === "refund") return "This fee was already refunded to your card.";
  if (outcome === "kept") return "This appointment was already cancelled; its fee stays counted towards your order.";
  return "This appointment has already ended.";
}
