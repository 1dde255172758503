import { formatMoney, money } from "~/features/currency";
import { formatDateAndTime } from "~/lib/lagos-clock";

/** The `kind` in an order event's details that marks money the order did not take. */
export const MONEY_TO_RETURN = "money-to-return";

/** What Paystack said of a payment, as the shop keeps it (see PaystackRecord). */
export interface PaymentSeen {
  reference: string;
  status: string;
  /** Smallest currency unit (kobo for NGN, cents for USD). */
  amount: number;
  currency: string;
  id?: number | null;
  paidAt?: string | null;
  channel?: string | null;
}

/** The details of the event that records money to return: Paystack's record and its key. */
export type MoneyToReturnDetails = PaymentSeen & { kind: typeof MONEY_TO_RETURN; key: string };

/** Tells one payment from another: Paystack's transaction id, else its reference, amount and currency. */
export function paymentKey(tx: PaymentSeen): string {
  return tx.id != null ? `paystack:${tx.id}` : `paystack:${tx.reference}:${tx.amount}:${tx.currency}`;
}

export function moneyToReturnDetails(tx: PaymentSeen): MoneyToReturnDetails {
  return { ...tx, kind: MONEY_TO_RETURN, key: paymentKey(tx) };
}

/** An event's details read back as money to return; undefined for any other event. */
export function readMoneyToReturn(details: unknown): MoneyToReturnDetails | undefined {
  if (typeof details !== "object" || details === null) return undefined;
  const d = details as Partial<MoneyToReturnDetails>;
  const ok =
    d.kind === MONEY_TO_RETURN &&
    typeof d.key === "string" &&
    typeof d.reference === "string" &&
    typeof d.amount === "number" &&
    typeof d.currency === "string";
  return ok ? (d as MoneyToReturnDetails) : undefined;
}

/** When Paystack says the payment was made, or `seenAt` when it says nothing readable. */
export function paidAtOf(tx: Pick<PaymentSeen, "paidAt">, seenAt: Date): Date {
  return tx.paidAt && !Number.isNaN(Date.parse(tx.paidAt)) ? new Date(tx.paidAt) : seenAt;
}

/**
 * An amount in Paystack's smallest unit (the ledger's) as the owner reads it, in its own currency:
 * ₦15,000, ₦150.50 (kobo beside whole naira), $12.00; a currency the shop does not keep, by its
 * code (GBP 12.00).
 */
export function formatAmount(amount: number, currency: string): string {
  if (currency === "USD" || currency === "NGN") return formatMoney(money(amount, currency));
  return `${currency} ${hundredths(amount)}`;
}

/** Subunits as units and hundredths, digit by digit (1200 → "12.00"): no floating point. */
const hundredths = (subunits: number) => {
  const digits = String(Math.max(0, Math.trunc(subunits))).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/**
 * The sentence for the order's history and the owner's email: how much, Paystack's reference and
 * transaction, when it was paid, and the state (and mismatch) that kept the order from taking it.
 */
export function moneyToReturnNote(
  tx: PaymentSeen,
  refusedBy: { stateLabel: string; mismatch?: string },
  seenAt: Date,
): string {
  const paidAt = paidAtOf(tx, seenAt);
  const transaction = tx.id != null ? `, transaction ${tx.id}` : "";
  const mismatch = refusedBy.mismatch ? ` (${refusedBy.mismatch.replace(/\.$/, "")})` : "";
  return (
    `Paystack took ${formatAmount(tx.amount, tx.currency)} (reference ${tx.reference}${transaction}, ` +
    `paid ${formatDateAndTime(paidAt)} WAT) while the order was ${refusedBy.stateLabel.toLowerCase()}${mismatch}: ` +
    `return it to the shopper.`
  );
}
