import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { type Payment } from "~/features/payments";

/**
 * A refund's status: `sending` (stored, Paystack being asked), `unsent` (the call failed: Paystack
 * could not be reached or refused it; it may be tried again), then Paystack's own words.
 */
export type RefundStatus = "sending" | "unsent" | "pending" | "processing" | "processed" | "failed" | "needs-attention";

/** Paystack's statuses of a refund, as its API and its refund.* events name them. */
export type PaystackRefundStatus = "pending" | "processing" | "processed" | "failed" | "needs-attention";

export const isPaystackRefundStatus = (s: string): s is PaystackRefundStatus =>
  s === "pending" || s === "processing" || s === "processed" || s === "failed" || s === "needs-attention";

/** One refund of an order, as the rules need it. */
export interface RefundLine {
  paymentReference: string;
  /** Whole naira. */
  amount: number;
  status: RefundStatus;
}

/** Paystack's last word on a refund: nothing changes it after. */
const isFinal = (status: RefundStatus) => status === "processed" || status === "failed";

/**
 * Whether a refund holds its amount against the payment: every one but a failed one (its money
 * stayed with the shop). An unsent one holds it too: Paystack may have taken it before the line
 * dropped, and trying it again looks first.
 */
const holdsMoney = (status: RefundStatus) => status !== "failed";

/**
 * The refund's status once Paystack says `word`: a final status never changes, and a refund under
 * way does not go back to pending (events may arrive out of order).
 */
export function refundStatusAfter(before: RefundStatus, word: PaystackRefundStatus): RefundStatus {
  if (isFinal(before)) return before;
  if (word === "pending" && (before === "processing" || before === "needs-attention")) return before;
  return word;
}

/**
 * Whole naira Paystack took on a payment: a succeeded payment its amount; one in review what
 * Paystack said it took (whole naira, in naira only); anything else (a credit code's) nothing.
 */
export function takenBy(
  p: Pick<Payment, "status" | "amount" | "verdict" | "currency"> & { kind?: Payment["kind"] },
): number {
  // What a credit code paid is store credit, never Paystack's to refund.
  if (p.kind === "credit") return 0;
  if (p.status === "succeeded") return p.amount;
  if (p.status === "review" && p.verdict && p.verdict.currency === p.currency) return p.verdict.amount;
  return 0;
}

/** Whole naira of one payment that may still be refunded: what it took less what is refunded or on its way back. */
export function refundableOf(
  payment: Pick<Payment, "reference" | "status" | "amount" | "verdict" | "currency">,
  refunds: readonly RefundLine[],
): number {
  const held = refunds
    .filter((r) => r.paymentReference === payment.reference && holdsMoney(r.status))
    .reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, takenBy(payment) - held);
}

/** Where an order's money stands with its refunds, in the order's currency (from its account). */
export interface RefundStanding {
  /** What Paystack took on the order's payments. */
  paid: number;
  /** Sent back: processed refunds. */
  refunded: number;
  /** On its way back, or not yet settled with Paystack. */
  underWay: number;
  /** What the shop keeps once those settle. */
  kept: number;
  /** What may still be refunded. */
  refundable: number;
}

/** The sentence for dollars that cannot be read. */
const DOLLARS_ASKED = "Enter the amount in US dollars and cents, like 120.50.";

/**
 * The refund's amount in the payment's minor unit, kobo or cents (the owner's form reads what she
 * typed with parseMoney and passes it on so: "3500000" for ₦35,000), checked against
 * what the payment may still refund; the sentence to show when it is not right, in its currency.
 */
export function readRefundAmount(
  typed: string,
  refundable: number,
  currency: LedgerCurrency = "NGN",
): { ok: true; amount: number } | { ok: false; error: string } {
  const naira = currency === "NGN";
  const digits = typed.replace(/[\s,₦]/g, "");
  if (!digits) return { ok: false, error: `Enter the amount to refund, in ${naira ? "naira" : "US dollars"}.` };
  if (!/^\d+$/.test(digits))
    return { ok: false, error: naira ? "Enter the amount in kobo, digits only (like 3500000)." : DOLLARS_ASKED };
  const amount = Number(digits);
  if (amount <= 0) return { ok: false, error: `Enter an amount above ${ledgerMoney(0, currency)}.` };
  if (amount > refundable)
    return {
      ok: false,
      error:
        refundable > 0
          ? `At most ${ledgerMoney(refundable, currency)} can be refunded from this payment: what was paid less what is refunded or on its way back, turned into credit or moved.`
          : "Nothing is left to refund from this payment: it has all been refunded or is on its way back.",
    };
  return { ok: true, amount };
}

/** A refund's status in the owner's words, and what she does next (nothing when there is nothing to do). */
export function refundStatusWords(
  status: RefundStatus,
  message: string | null,
): { label: string; todo: string | null } {
  switch (status) {
    case "sending":
      return { label: "Sending to Paystack", todo: null };
    case "unsent":
      return {
        label: "Not sent: Paystack did not take it",
        todo: `${message ? `Paystack said: ${message}. ` : ""}Try again below; the shop checks with Paystack first, so the money is never sent back twice.`,
      };
    case "pending":
      return { label: "Pending: Paystack has it queued", todo: null };
    case "processing":
      return { label: "Processing: Paystack is sending the money back", todo: null };
    case "processed":
      return { label: "Processed: the money was sent back", todo: null };
    case "failed":
      return {
        label: "Failed: the money was not sent back",
        todo: `${message ? `Paystack said: ${message}. ` : ""}Start the refund again, or return the money by bank transfer and note it on the order.`,
      };
    case "needs-attention":
      return {
        label: "Needs attention: Paystack needs the shopper's bank details",
        todo: "Open the refund in your Paystack dashboard and add the shopper's account number and bank (ask her for them); Paystack then sends the money.",
      };
  }
}
