import type { LedgerCurrency } from "~/features/currency";
import type { RefundStanding, RefundStatus } from "~/features/refunds";

/** The order's refunds through Paystack, as the owner's page shows them. */
export interface AdminRefunds {
  /** Paystack is configured (not demo mode): refunds can be sent through it. */
  available: boolean;
  /** A fresh key for the refund form: the same form posted twice sends one refund. */
  formKey: string;
  /** The order's: every amount below is kobo, or cents for a dollar order (naira unless said). */
  currency?: LedgerCurrency;
  standing: RefundStanding;
  /** The payments that may still refund something, with how much. */
  payments: { reference: string; label: string; refundable: number }[];
  refunds: {
    id: number;
    amount: number;
    reason: string;
    status: RefundStatus;
    /** The status in words, and what to do when something is left to do. */
    label: string;
    todo: string | null;
    createdAt: string;
    paymentReference: string;
  }[];
}

/** What the page says after a refund form (kept in the address it returns to). */
export const REFUND_DONE_TEXT = {
  "refund-sent": "Refund sent to Paystack: its status is under Refunds.",
  "refund-unsent": "Paystack did not take the refund: see Refunds for why, and try it again.",
  "refund-again": "That refund was already sent: nothing was sent twice.",
} as const;
export type RefundDone = keyof typeof REFUND_DONE_TEXT;
