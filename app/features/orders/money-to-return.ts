import { formatPrice } from "~/features/currency";
import { formatDateAndTime } from "~/lib/lagos-clock";

/** The `kind` in an order event's details that marks money the order did not take. */
export const MONEY_TO_RETURN = "money-to-return";

/** What Paystack said of a payment, as the shop keeps it (see PaystackRecord). */
export interface PaymentSeen {
  reference: string;
  status: string;
  /** Smallest currency unit (kobo for NGN). */
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

/** An amount in the smallest unit as the owner reads it: ₦15,000, ₦150.50, USD 12.00. */
export function formatAmount(amount: number, currency: string): string {
  if (currency !== "NGN") return `${currency} ${(amount / 100).toFixed(2)}`;
  const kobo = amount % 100;
  const naira = formatPrice(Math.floor(amount / 100));
  return kobo === 0 ? naira : `${naira}.${String(kobo).padStart(2, "0")}`;
}

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
