import type { LedgerCurrency } from "~/features/currency";
import type { CreditFormField, WindowCheck } from "~/features/credit";

/** Turning an order into store credit, as the owner's order page shows it. */
export interface AdminOrderCredit {
  /** A fresh key for the form: the same form posted twice issues one credit. */
  formKey: string;
  /** The order's: its amounts are kobo, or cents for a dollar order (naira unless said). */
  currency?: LedgerCurrency;
  /** What may still be turned into credit. */
  creditable: number;
  /** Already turned into credit from this order. */
  issued: number;
  /** Now, in Lagos, as a date-and-time field shows it: when she got in touch, until the owner says. */
  now: string;
  checks: WindowCheck[];
  /**
   * The order's movements on codes: credit issued from it, spent on it, given back to it, payments
   * moved out and in, each signed (features/credit's orderRowLine).
   */
  entries: { last4: string; label: string; amount: number; who: string; why: string; at: string }[];
}

/** A refused credit form: what she typed and each field's message; or one read well, to confirm. */
export interface CreditFormRefusal {
  values: Record<"amount" | "fee" | "reason" | "override" | "contactedAt", string>;
  errors: Partial<Record<CreditFormField, string>>;
  confirm?: CreditConfirmation;
}

/** What the form would do, said before she confirms it (the account summed with the credit in it). */
export interface CreditConfirmation {
  /** The form's key, posted again with the confirmation: two taps issue one credit. */
  key: string;
  /** "She gets ₦37,500 of credit; the order then owes ₦50,000". */
  sentence: string;
  /** "₦50,000 less a ₦12,500 handling fee. The order then reads: Not paid yet: ₦50,000 to pay." */
  detail: string;
}

export const CREDIT_DONE_TEXT = {
  "credit-issued": "Store credit issued: the shopper's email with her code is on its way (see Emails).",
  "credit-again": "That credit was already issued: nothing was issued twice.",
} as const;
