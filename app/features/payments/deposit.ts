// The terms' deposit, in its order's money (whole naira, or cents) (docs/decisions/247-a-deposit-and-its-balance.md): bespoke
// orders take 75% now and the balance at least 24 hours before collection or delivery; sale items
// need full payment. Pure: no I/O, no clock but the one passed in.
import { roundedShare, type Money } from "~/features/currency";
import { lagosMidnight, lastLagosDayBefore } from "~/lib/lagos-clock";

/** The share of the order's total taken as the deposit, in percent. */
const DEPOSIT_PERCENT = 75;

/** Hours before the promised ready day the balance is due. */
const BALANCE_DUE_HOURS_BEFORE_READY = 24;

const HOUR_MS = 3_600_000;

/** How an order is paid: all at once, or a deposit now and the balance before it is ready. */
export type PayPlan = "full" | "deposit";

/** One line of a cart or order as the deposit rule reads it. */
interface DepositPiece {
  madeToOrder: boolean;
  /** Priced below its list price by a sale. */
  onSale: boolean;
}

type DepositOffer =
  | {
      ok: true;
      /** Taken now, in the total's ledger units: 75% of the total, rounded up to the naira (or cent). */
      deposit: number;
      /** What is left: the total less the deposit (so the two always add up). */
      balance: number;
      /** The instant the balance is due: 24 hours before the ready day begins in Lagos. */
      dueAt: Date;
      /** The last Lagos day to pay it on: `balanceDueDay(dueAt)`. */
      dueDay: string;
    }
  | { ok: false; reason: string };

export const FULL_PAYMENT_REASONS = {
  sale: "Pieces on sale are paid in full (our terms), so this order is paid in full.",
  readyToWear: "Ready-to-wear pieces are paid in full; the deposit is for made-to-order pieces only.",
  noDate: "This order has no promised ready date, so it is paid in full.",
} as const;

/**
 * The deposit the terms offer on an order of `pieces` whose `total` (items, delivery and express:
 * express's 30% is in the total the deposit is taken from) is promised ready on `readyBy` (a Lagos
 * day, YYYY-MM-DD). Offered only when every piece is made to order and none is on sale. Rounding:
 * the deposit is rounded up to the whole naira, the balance is what is left.
 */
export function depositOffer(pieces: readonly DepositPiece[], total: Money, readyBy: string | null): DepositOffer {
  if (pieces.some((p) => p.onSale)) return { ok: false, reason: FULL_PAYMENT_REASONS.sale };
  if (pieces.length === 0 || pieces.some((p) => !p.madeToOrder))
    return { ok: false, reason: FULL_PAYMENT_REASONS.readyToWear };
  if (!readyBy) return { ok: false, reason: FULL_PAYMENT_REASONS.noDate };
  const deposit = depositOf(total);
  const dueAt = balanceDueAt(readyBy);
  return { ok: true, deposit, balance: total.amount - deposit, dueAt, dueDay: balanceDueDay(dueAt) };
}

/** 75% of a total, in its ledger units, rounded up to the naira or cent (never a fraction of one owed). */
export const depositOf = (total: Money): number => roundedShare(total.amount, DEPOSIT_PERCENT, total.currency, "up");

/** The instant a ready day (Lagos) begins, less the 24 hours the terms ask the balance before it. */
export function balanceDueAt(readyBy: string): Date {
  return new Date(lagosMidnight(readyBy).getTime() - BALANCE_DUE_HOURS_BEFORE_READY * HOUR_MS);
}

/**
 * The first day the finished piece is needed (Lagos): its collection or dispatch day, or the final
 * fitting when that comes first. The balance falls due 24 hours before it (balanceDueAt).
 */
export function balanceNeedDay(readyBy: string, finalFittingOn: string | null = null): string {
  return finalFittingOn && finalFittingOn < readyBy ? finalFittingOn : readyBy;
}

/** The last Lagos day to pay a balance on: the day that ends at its due time (a Lagos midnight). */
export const balanceDueDay = (dueAt: Date): string => lastLagosDayBefore(dueAt);
